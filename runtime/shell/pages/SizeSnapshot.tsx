import { sizeTable } from '../Page.styles';

/** JavaScript a route loads on first view, gzipped. */
export interface RouteSize {
  route: string;
  /** Gzipped bytes loaded on first view: boot and every non-interaction island, with imports. */
  jsGzipBytes: number;
  /** Number of script files on first view. */
  files: number;
  /** Gzipped bytes once every island has hydrated (preference widgets included). */
  allJsGzipBytes: number;
}

/** `/size-snapshot/` body (spec §2 route): the JavaScript each route loads, from the last build. */
export function SizeSnapshot({ sizes }: { sizes: RouteSize[] }) {
  return (
    <div className={sizeTable}>
      <p>
        JavaScript per route, gzipped. First view: the boot script and every demo on the page with the chunks
        they import (an upper bound, since demos below the fold load only when scrolled near). After
        interaction: also the preference widgets, which load when the reader first uses them.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">First view (KB gz)</th>
            <th scope="col">Files</th>
            <th scope="col">After interaction (KB gz)</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <tr key={size.route}>
              <td>
                <a href={size.route}>{size.route}</a>
              </td>
              <td>{(size.jsGzipBytes / 1024).toFixed(1)}</td>
              <td>{size.files}</td>
              <td>{(size.allJsGzipBytes / 1024).toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
