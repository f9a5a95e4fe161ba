import { emailOf, randomName } from './people';
import { createRandom } from './random';

/** One person of the org chart, with the path of names from the top of the company to them. */
export interface OrgMember {
  id: number;
  name: string;
  email: string;
  title: string;
  /** Names from the chief executive down to this person, this person last (tree data's `getTreeDataPath`). */
  path: string[];
  /** Direct reports. */
  reports: number;
}

const LEVELS = ['Chief executive', 'Vice president', 'Director', 'Manager', 'Engineer'] as const;

/**
 * An org chart `depth` levels deep (1..5) where each person has `span` direct reports, the same
 * for the same `seed`, in depth-first order (a parent before its reports). Sizes grow as
 * `span^depth`: 3 and 4 give 40 people.
 * @throws RangeError when the chart would need more than 500 people (names would run out).
 */
export function createOrgChart(depth = 4, span = 3, seed = 3): OrgMember[] {
  const size = Array.from({ length: depth }, (_, level) => span ** level).reduce((sum, count) => sum + count, 0);
  if (depth < 1 || depth > LEVELS.length || size > 500) throw new RangeError(`createOrgChart: ${depth} levels of ${span} reports is ${size} people; keep it to 5 levels and 500 people`);
  const random = createRandom(seed);
  const members: OrgMember[] = [];
  const used = new Set<string>();
  const add = (level: number, parentPath: string[]) => {
    let name: string;
    do {
      const { firstName, lastName } = randomName(random);
      name = `${firstName} ${lastName}`;
    } while (used.has(name));
    used.add(name);
    const [first, last] = name.split(' ');
    const member: OrgMember = { id: members.length + 1, name, email: emailOf(first, last), title: LEVELS[level], path: [...parentPath, name], reports: level + 1 < depth ? span : 0 };
    members.push(member);
    for (let child = 0; child < member.reports; child += 1) add(level + 1, member.path);
  };
  add(0, []);
  return members;
}
