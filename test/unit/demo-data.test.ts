// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEmployees } from '../../content/x/react-data-grid/demo-data/employees';
import { createOrders } from '../../content/x/react-data-grid/demo-data/orders';
import { createTrades } from '../../content/x/react-data-grid/demo-data/commodities';
import { createOrgChart } from '../../content/x/react-data-grid/demo-data/org-chart';
import { createRandom, DEMO_TODAY } from '../../content/x/react-data-grid/demo-data/random';

describe('grid demo data', () => {
  it('gives the same rows for the same seed, and other rows for another seed', () => {
    expect(createEmployees(50, 3)).toEqual(createEmployees(50, 3));
    expect(createEmployees(50, 3)).not.toEqual(createEmployees(50, 4));
    expect(createOrders(20)).toEqual(createOrders(20));
  });

  it('numbers rows from 1 and keeps values in their documented ranges', () => {
    const employees = createEmployees(500);
    expect(employees.map((row) => row.id)).toEqual(Array.from({ length: 500 }, (_, index) => index + 1));
    for (const row of employees) {
      expect(row.rating).toBeGreaterThanOrEqual(1);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(row.startDate.getTime()).toBeLessThanOrEqual(DEMO_TODAY.getTime());
      expect(row.email).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
    }
    for (const order of createOrders(200)) expect(order.total).toBeCloseTo(order.quantity * order.unitPrice, 2);
    for (const trade of createTrades(200)) expect(trade.filled === 1).toBe(trade.status === 'Filled');
  });

  it('builds an org chart whose paths end with each person and start at the top', () => {
    const chart = createOrgChart(3, 2);
    expect(chart).toHaveLength(7);
    expect(new Set(chart.map((member) => member.name)).size).toBe(7);
    for (const member of chart) {
      expect(member.path.at(-1)).toBe(member.name);
      expect(member.path[0]).toBe(chart[0].name);
    }
    expect(() => createOrgChart(5, 6)).toThrow(RangeError);
  });

  it('draws integers within both bounds', () => {
    const random = createRandom(9);
    const draws = Array.from({ length: 2000 }, () => random.int(2, 4));
    expect(new Set(draws)).toEqual(new Set([2, 3, 4]));
  });
});
