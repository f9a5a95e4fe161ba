import { COUNTRIES, type CountryName, emailOf, randomName } from './people';
import { createRandom, DEMO_TODAY } from './random';

/** Departments of the demo company, with the roles each has. */
export const DEPARTMENTS = {
  Engineering: ['Frontend engineer', 'Backend engineer', 'Site reliability engineer', 'Engineering manager'],
  Design: ['Product designer', 'UX researcher', 'Design lead'],
  Sales: ['Account executive', 'Sales engineer', 'Sales manager'],
  Support: ['Support specialist', 'Support lead'],
  Finance: ['Accountant', 'Financial analyst', 'Controller'],
} as const;

/** A department name. */
export type Department = keyof typeof DEPARTMENTS;

/** Employment statuses. */
export const EMPLOYEE_STATUSES = ['Active', 'On leave', 'Probation'] as const;

/** One employee row. */
export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  department: Department;
  role: string;
  country: CountryName;
  /** Yearly salary in US dollars. */
  salary: number;
  /** First working day (UTC midnight). */
  startDate: Date;
  /** Last review score, 1 to 5. */
  rating: number;
  status: (typeof EMPLOYEE_STATUSES)[number];
  /** Works from home. */
  remote: boolean;
}

/**
 * `count` employees, the same for the same `seed`. Ids run from 1. Salaries depend on the role's
 * seniority, start dates lie within the last eight years.
 */
export function createEmployees(count: number, seed = 1): Employee[] {
  const random = createRandom(seed);
  const departments = Object.keys(DEPARTMENTS) as Department[];
  return Array.from({ length: count }, (_, index) => {
    const { firstName, lastName } = randomName(random);
    const department = random.pick(departments);
    const role = random.pick(DEPARTMENTS[department]);
    const senior = /manager|lead|controller/i.test(role);
    return {
      id: index + 1,
      firstName,
      lastName,
      email: emailOf(firstName, lastName),
      department,
      role,
      country: random.pick(COUNTRIES).name,
      salary: (senior ? 95 : 55) * 1000 + random.int(0, 60) * 1000,
      startDate: random.dateBefore(DEMO_TODAY, 8 * 365),
      rating: random.int(1, 5),
      status: random.chance(0.85) ? 'Active' : random.pick(EMPLOYEE_STATUSES.slice(1)),
      remote: random.chance(0.4),
    };
  });
}
