import { sizeTable } from '../Page.styles';

/** JavaScript a route can load, gzipped: with every demo hydrated, and after interaction. */
export interface RouteSize {
  route: string;
  /** Gzipped bytes with every demo hydrated: boot and every non-interaction island, with imports (bytes). */
  jsGzipBytes: number;
  /** Number of script files behind {@link RouteSize.jsGzipBytes}. */
  files: number;
  /** Gzipped bytes once every island has hydrated (preference widgets included). */
  allJsGzipBytes: number;
}

/** `/size-snapshot/` body: the JavaScript each route loads, from the last build. */
export function SizeSnapshot({ sizes }: { sizes: RouteSize[] }) {
  return (
    <div className={sizeTable}>
      <p>
        JavaScript per route, gzipped. Every demo hydrated: the boot script and every demo on the page with the chunks they import, as if the reader had
        scrolled to the end. A first view loads less, since a demo loads only when it comes near the viewport. After interaction: also the preference widgets,
        which load when the reader first uses them.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">Every demo hydrated (KB gz)</th>
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
