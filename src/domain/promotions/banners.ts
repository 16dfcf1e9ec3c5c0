/**
 * Image banners and the promotions slider (rules.md: Promotions and popups; Popup and promo card): a banner has a
 * title, a subtitle, an image and buttons; the slider is sized 540px by 1920px.
 */
import type { Promotions } from '../tenant/schema/promotion';
import {
  buttonAction,
  buttonText,
  type ButtonAction,
  type ButtonSite,
} from '../content/button-href';
import { resolveSrc } from '../content/links';

export const SLIDER_HEIGHT_PX = 540;
export const SLIDER_WIDTH_PX = 1920;

export interface BannerButtonView {
  text: string;
  action: ButtonAction;
}

export interface BannerView {
  title: string;
  subtitle: string;
  image: string | null;
  buttons: BannerButtonView[];
}

/**
 * The banners with something to show, each image and button through the link policy; a
 * refused link leaves its warning with `warn`.
 */
export function bannerViews(
  promotions: Pick<Promotions, 'banners'> | null | undefined,
  site: ButtonSite,
  warn: (message: string) => void = () => {},
): BannerView[] {
  return (promotions?.banners ?? []).flatMap((b, i) => {
    const at = `promotions.banners[${i}]`;
    const image = resolveSrc(b.image, site.policy, `${at}.image`, warn);
    const buttons = (b.buttons ?? []).flatMap((button, j) => {
      const text = buttonText(button.text);
      const action = buttonAction(button.href, site, `${at}.buttons[${j}].href`);
      if (action.kind === 'none' && action.warning) warn(action.warning);
      return text ? [{ text, action }] : [];
    });
    const view: BannerView = {
      title: buttonText(b.title),
      subtitle: buttonText(b.subtitle),
      image,
      buttons,
    };
    return view.title || view.image ? [view] : [];
  });
}
