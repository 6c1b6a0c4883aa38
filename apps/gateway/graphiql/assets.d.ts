// esbuild bundles CSS imports into graphiql.css.
declare module '*.css';
