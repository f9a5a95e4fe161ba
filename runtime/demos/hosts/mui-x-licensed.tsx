/**
 * Demo host for demos of the MUI X Pro and Premium packages: Material's host, with the MUI X
 * licence key applied once, when the module first loads, before any licensed component renders.
 * The key is configuration (`DOCS_MUI_X_LICENSE_KEY`), inlined by the build as
 * `__DOCS_MUI_X_LICENSE_KEY__`; without one the components render the packages' own watermark.
 */
import { LicenseInfo } from '@mui/x-license';

declare const __DOCS_MUI_X_LICENSE_KEY__: string;

if (__DOCS_MUI_X_LICENSE_KEY__) LicenseInfo.setLicenseKey(__DOCS_MUI_X_LICENSE_KEY__);

export { Provider } from './material';
