// Dashboard: the reserved area's dashboards.
export * from './dashboard';
