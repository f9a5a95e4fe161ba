/**
 * The Data Grid's generated reference (build time): an interface's page, an `apiRef` method
 * group's table, the selectors' table and the filterable events catalogue. Every row has an
 * anchor (`#prop-field`, `#method-setSortModel`, `#selector-gridSortModelSelector`,
 * `#event-rowClick`) that search results and links point at; type names of documented
 * interfaces link to their pages (`TypeLinksContext`).
 */
import type { GridEvent, GridInterfaceRecord, GridMember, GridMethodGroup, GridPlan, GridSelector } from '../../../runtime/api/grid-types';
import { Island } from '../../../runtime/islands/Island';
import { ApiTable, Html, TypeCell, TypeText } from './ApiTable';
import * as styles from './ApiPage.styles';

const PLAN_LABELS: Record<GridPlan, string> = { pro: 'Pro', premium: 'Premium' };

/** The badge of the plan that adds a member, none for the MIT package. */
export function PlanBadge({ plan }: { plan?: GridPlan }) {
  return plan ? <span className={styles.badge}>{PLAN_LABELS[plan]}</span> : null;
}

function NameCell({ id, name, required, plan, deprecated }: { id: string; name: string; required?: boolean; plan?: GridPlan; deprecated?: string }) {
  return (
    <>
      {/* Its own inline block: the name reads as one unit, apart from the badges beside it. */}
      <span className={styles.nameLink}>
        <a href={`#${id}`} data-name="">
          {name}
        </a>
      </span>
      {required && (
        <abbr className={styles.required} title="required">
          *
        </abbr>
      )}
      <PlanBadge plan={plan} />
      {deprecated !== undefined && <span className={styles.badge}>Deprecated</span>}
    </>
  );
}

function Description({ member }: { member: Pick<GridMember, 'description' | 'deprecated'> }) {
  return (
    <>
      {member.deprecated ? <Html html={member.deprecated} /> : null}
      <Html html={member.description} />
    </>
  );
}

/**
 * A table of an interface's properties (`prefix` `prop`) or of a method group's methods
 * (`method`, no default column).
 */
export function MembersTable({ label, members, prefix }: { label: string; members: readonly GridMember[]; prefix: 'prop' | 'method' }) {
  const methods = prefix === 'method';
  return (
    <ApiTable
      label={label}
      headers={methods ? ['Method', 'Signature', 'Description'] : ['Name', 'Type', 'Default', 'Description']}
      rows={members.map((member) => {
        const id = `${prefix}-${member.name}`;
        return {
          id,
          className: member.deprecated === undefined ? undefined : styles.deprecated,
          cells: [
            <NameCell id={id} name={member.name} required={!methods && member.required} plan={member.plan} deprecated={member.deprecated} />,
            <TypeCell text={member.type} />,
            ...(methods
              ? []
              : [
                  member.default !== undefined && (
                    <code className={styles.type}>
                      <TypeText text={member.default} />
                    </code>
                  ),
                ]),
            <Description member={member} />,
          ],
        };
      })}
    />
  );
}

/** An `apiRef` method group's table (`::api-methods{interface="GridSortApi"}`). */
export function MethodGroupTable({ group }: { group: GridMethodGroup }) {
  return <MembersTable label={`${group.name} methods`} members={group.methods} prefix="method" />;
}

/** The selectors' table (`::grid-selectors`), with the feature column when it lists several features. */
export function SelectorsTable({ selectors, label }: { selectors: readonly GridSelector[]; label: string }) {
  const several = new Set(selectors.map((selector) => selector.category)).size > 1;
  return (
    <ApiTable
      label={label}
      headers={['Selector', ...(several ? ['Feature'] : []), 'Returns', 'Description']}
      rows={selectors.map((selector) => {
        const id = `selector-${selector.name}`;
        return {
          id,
          className: selector.deprecated === undefined ? undefined : styles.deprecated,
          cells: [
            <NameCell id={id} name={selector.name} plan={selector.plan} deprecated={selector.deprecated} />,
            ...(several ? [selector.category] : []),
            <>
              <TypeCell text={selector.returns} />
              {selector.arguments && (
                <p>
                  Takes <TypeCell text={selector.arguments} /> after the API ref.
                </p>
              )}
            </>,
            <Description member={selector} />,
          ],
        };
      })}
    />
  );
}

/**
 * The events catalogue (`::grid-events`): every event of the grid with what its handler
 * receives, and a search field that a small island (`runtime/api/table-filter.ts`) brings to
 * life on first use; the whole table is there without it.
 */
export function EventsTable({ events }: { events: readonly GridEvent[] }) {
  return (
    <Island id="widgets/TableFilter" hydrate="interaction">
      <div className={styles.filter}>
        <input type="search" aria-label="Filter events by name or description" placeholder="Filter events, e.g. row click, sort, edit" data-table-filter="" />
        <span role="status" data-table-status="">
          {events.length} events
        </span>
      </div>
      <ApiTable
        label="Events"
        headers={['Event', 'Params', 'Event type', 'Description']}
        rows={events.map((event) => {
          const id = `event-${event.name}`;
          return {
            id,
            search: `${event.name} ${event.description.replace(/<[^>]+>/g, '')}`,
            cells: [
              <NameCell id={id} name={event.name} plan={event.plan} />,
              <TypeCell text={event.params} />,
              event.event && <TypeCell text={event.event} />,
              <Html html={event.description} />,
            ],
          };
        })}
      />
    </Island>
  );
}

/** Props of {@link GridInterfacePage}. */
export interface GridInterfacePageProps {
  record: GridInterfaceRecord;
  /** Highlighted import statements (Shiki HTML). */
  importsHtml: string;
  /** The method groups, for the API object's page. */
  groups: readonly GridMethodGroup[];
}

/** The page of a documented interface: its imports, type parameters, properties, or the API object's grouped methods. */
export function GridInterfacePage({ record, importsHtml, groups }: GridInterfacePageProps) {
  return (
    <>
      {record.plan && (
        <p>
          <PlanBadge plan={record.plan} /> This interface comes with the {PLAN_LABELS[record.plan]} plan's package.
        </p>
      )}
      {record.description && <Html html={record.description} />}
      <h2 id="import">Import</h2>
      <div dangerouslySetInnerHTML={{ __html: importsHtml }} />
      {record.typeParameters.length > 0 && (
        <div className={styles.note}>
          <p>Type parameters:</p>
          <ul>
            {record.typeParameters.map((parameter) => (
              <li key={parameter.name}>
                <code className={styles.type}>
                  <TypeText
                    text={`${parameter.name}${parameter.constraint ? ` extends ${parameter.constraint}` : ''}${parameter.default ? ` = ${parameter.default}` : ''}`}
                  />
                </code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {record.unionOf && (
        <p>
          A value of this type is one of <TypeText text={record.unionOf.join(' | ')} />. The properties below are those of <code>{record.unionOf[0]}</code>,
          which the others extend.
        </p>
      )}
      {record.methodGroups ? (
        <>
          <h2 id="methods">Methods</h2>
          <p>Every method of the API object, grouped by the interface that declares it. A badge marks what needs a Pro or Premium package.</p>
          {groups.map((group) => (
            <section key={group.name} aria-labelledby={`group-${group.name}`}>
              <h3 id={`group-${group.name}`}>
                {group.name} <PlanBadge plan={group.plan} />
              </h3>
              {group.description && <Html html={group.description} />}
              <MethodGroupTable group={group} />
            </section>
          ))}
        </>
      ) : (
        <>
          <h2 id="properties">Properties</h2>
          <MembersTable label="Properties" members={record.properties} prefix="prop" />
        </>
      )}
    </>
  );
}

/** Table-of-contents entries of an interface page, matching the headings above. */
export function gridInterfaceToc(record: GridInterfaceRecord, groups: readonly GridMethodGroup[]): { id: string; text: string; depth: 2 | 3 }[] {
  return [
    { id: 'import', text: 'Import', depth: 2 },
    ...(record.methodGroups
      ? [{ id: 'methods', text: 'Methods', depth: 2 as const }, ...groups.map((group) => ({ id: `group-${group.name}`, text: group.name, depth: 3 as const }))]
      : [{ id: 'properties', text: 'Properties', depth: 2 as const }]),
  ];
}
