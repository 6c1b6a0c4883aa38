import { describe, expect, it } from 'vitest';
import { dashboardPeriod } from './dashboard-period';
import { monthComparison } from './dashboard.service';

describe('dashboardPeriod', () => {
  it('takes today in Rome, not in UTC: 23:30 UTC on 31 March is already 1 April in Italy', () => {
    const period = dashboardPeriod(new Date('2027-03-31T23:30:00Z'));
    expect(period).toMatchObject({
      today: '2027-04-01',
      tomorrow: '2027-04-02',
      monthStart: '2027-04-01',
      monthDays: 30,
      lastYearStart: '2026-04-01',
      lastYearSameDay: '2026-04-01',
      lastYearSameDayNext: '2026-04-02',
      lastYearMonthEnd: '2026-05-01',
    });
  });

  it('compares 29 February with last year’s 28th, and the year’s last day across the new year', () => {
    expect(dashboardPeriod(new Date('2028-02-29T10:00:00Z'))).toMatchObject({
      monthDays: 29,
      lastYearSameDay: '2027-02-28',
      lastYearDays: 28,
      lastYearMonthEnd: '2027-03-01',
    });
    expect(dashboardPeriod(new Date('2026-12-31T12:00:00Z'))).toMatchObject({
      tomorrow: '2027-01-01',
      lastYearSameDay: '2025-12-31',
      lastYearMonthEnd: '2026-01-01',
    });
  });
});

describe('monthComparison', () => {
  const period = dashboardPeriod(new Date('2026-11-10T12:00:00Z'));

  it('sums this month so far against the same days last year, with running totals for the chart', () => {
    const result = monthComparison(
      [
        { day: '2025-11-02', orders: 2, amount: '10.005' },
        { day: '2025-11-10', orders: 1, amount: '5' },
        { day: '2025-11-11', orders: 4, amount: '100' },
        { day: '2026-11-01', orders: 1, amount: '0.1' },
        { day: '2026-11-10', orders: 3, amount: '0.2' },
      ],
      period,
      2,
    );
    expect(result.corrente).toEqual({ ordini: 4, importo: 0.3 });
    expect(result.annoPrima).toEqual({ ordini: 3, importo: 15.01 });
    expect(result.giorni).toHaveLength(30);
    expect(result.giorni[0]).toEqual({ giorno: 1, importo: 0.1, importoAnnoPrima: 0 });
    expect(result.giorni[9]).toEqual({ giorno: 10, importo: 0.3, importoAnnoPrima: 15.01 });
    expect(result.giorni[10]).toEqual({ giorno: 11, importo: null, importoAnnoPrima: 115.01 });
    expect(result.giorni[29]?.importoAnnoPrima).toBe(115.01);
  });

  it('ends last year’s line with its 29 February when this February has 28 days', () => {
    const february = dashboardPeriod(new Date('2029-02-15T12:00:00Z'));
    const result = monthComparison([{ day: '2028-02-29', orders: 1, amount: '7' }], february, 0);
    expect(result.giorni).toHaveLength(28);
    expect(result.giorni[27]?.importoAnnoPrima).toBe(7);
    expect(result.annoPrima.ordini).toBe(0);
  });
});
