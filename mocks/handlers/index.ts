import { builderSettingsHandlers } from './builderSettings.ts';
import { captchaHandlers } from './captcha.ts';
import { cartHandlers } from './cart.ts';
import { contentHandlers } from './content.ts';
import { fileHandlers } from './files.ts';
import { formHandlers } from './forms.ts';
import { inventoryHandlers } from './inventory.ts';
import { mailingListHandlers } from './mailingLists.ts';
import { orderHandlers } from './orders.ts';
import { preferencesHandlers } from './preferences.ts';
import { renderingHandlers } from './rendering.ts';
import { sessionHandlers } from './session.ts';
import { siteHandlers } from './site.ts';
import { storeHandlers } from './store.ts';
import { telemetryHandlers } from './telemetry.ts';

export { builderSettingsHandlers, captchaHandlers, cartHandlers, contentHandlers, fileHandlers, formHandlers, inventoryHandlers, mailingListHandlers, preferencesHandlers, renderingHandlers, sessionHandlers, siteHandlers, storeHandlers, telemetryHandlers };

/** Every handler of the mock backend: one per documented call (and per call the library added). */
export const handlers = [
  ...cartHandlers,
  ...inventoryHandlers,
  ...renderingHandlers,
  ...formHandlers,
  ...telemetryHandlers,
  ...sessionHandlers,
  ...preferencesHandlers,
  ...siteHandlers,
  ...storeHandlers,
  ...contentHandlers,
  ...fileHandlers,
  ...mailingListHandlers,
  ...builderSettingsHandlers,
  ...orderHandlers,
];

/**
 * What the mock backend answers besides the shop's calls: the captcha provider's script (a stand-in, so
 * no page ever reaches Google). Not a shop call, so no failure scenario covers it (a site's 500s do
 * not take Google down); its own address picks its states (`?mock=absent`, `?mock=loading`).
 */
export const thirdPartyHandlers = [...captchaHandlers];
export { imageHandlers } from './images.ts';
