import banner from '../banner/banner.css?inline';
import base from './base.css?inline';
import theme from './theme.css?inline';

/** What every widget adopts: tokens, base rules and the banner of its error state (component-styles.ts). */
export const widgetBaseStyles: string = /* @__PURE__ */ [theme, base, banner].join('\n');
