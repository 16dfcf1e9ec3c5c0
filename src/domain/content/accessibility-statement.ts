/**
 * The default accessibility statement of a dealer's site: the standard the site meets (WCAG 2.2
 * level AA), how it is tested, what may fall short (content from others), how to report a
 * barrier, and where to go when the answer is not good enough (the market's accessibility law
 * and commission: market/law.ts). A dealer's own 'accessibility' page replaces it.
 */
import type { ContentBlock } from '../tenant/schema/content-block';
import type { Market } from '../market/market';
import { marketLaw } from '../market/law';
import { blockIds, header, list, paragraph } from './block-builders';

/** The standard, as the statement names it. */
export const ACCESSIBILITY_STANDARD = 'Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA';
/** Business days within which a reported barrier is answered. */
export const BARRIER_REPLY_BUSINESS_DAYS = 5;

export const ACCESSIBILITY_SECTIONS = [
  'The standard we meet',
  'How we test it',
  'What may not meet it yet',
  'Tell us about a barrier',
  'If you are not satisfied',
] as const;

export function defaultAccessibilityStatement(options: { market?: Market } = {}): ContentBlock[] {
  const market = options.market ?? 'AU';
  const law = marketLaw(market);
  const id = blockIds('accessibility');
  const [standard, testing, limits, report, escalate] = ACCESSIBILITY_SECTIONS;
  return [
    paragraph(
      id,
      '[name] wants everyone to be able to find, compare and buy a vehicle on this website, whatever device or assistive technology they use.',
    ),
    header(id, standard),
    paragraph(
      id,
      `This website is designed to meet the ${ACCESSIBILITY_STANDARD}${market === 'AU' ? ', the level the Australian Government Style Manual sets for government websites' : ''}. Every page can be used with a keyboard alone, names its controls for screen readers, fits a phone's screen without sideways scrolling, and keeps still when your device asks for reduced motion.`,
    ),
    header(id, testing),
    list(id, [
      'Every release is checked automatically with axe-core against the WCAG 2.2 A and AA rules, on every type of page, at desktop and phone screen sizes; a release with a violation does not go live.',
      'Automated browser tests check that forms, menus, dialogs, the finance calculator and the vehicle gallery work with the keyboard alone and tell screen readers their names, roles and states.',
      'We do not use an accessibility overlay: the pages themselves are built to the standard.',
    ]),
    header(id, limits),
    paragraph(
      id,
      'Some content comes from others: vehicle photos and documents from manufacturers and data providers, embedded maps and videos, and text our team writes. If something you need is not accessible, we will give it to you another way.',
    ),
    header(id, report),
    paragraph(
      id,
      `If you find something on this website hard or impossible to use, please tell us: call [phone], email [email] or <a href="/contact">use our contact form</a>. Tell us the page and what happened. We will reply within ${BARRIER_REPLY_BUSINESS_DAYS} business days and, where we can, fix it or give you the information another way.`,
    ),
    header(id, escalate),
    paragraph(
      id,
      `If you are not satisfied with our reply, you can complain to the <a href="${law.accessibilityBody.website}">${law.accessibilityBody.name}</a> under ${law.accessibilityLaw}.`,
    ),
  ];
}
