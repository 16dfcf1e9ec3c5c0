/** The collection notice where a form asks for personal information outside the lead forms: sign-in. */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import SignIn from '../../../src/islands/shopper/SignIn';
import CollectionNotice from '../../../src/islands/forms/CollectionNotice';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('collection notice', () => {
  it('sign-in: under the mobile number, before the code is sent', () => {
    const html = renderToString(
      <SignIn
        enabled
        phoneExample="0411 222 333"
        notice={{ dealer: 'Pacific Motor Group', market: 'AU', privacyUrl: '/privacy-policy' }}
      />,
    );
    expect(html).toContain('data-collection-notice');
    expect(text(html)).toContain(
      'Pacific Motor Group collects these details to sign you in and keep your saved cars',
    );
    expect(html.indexOf('data-collection-notice')).toBeLessThan(html.indexOf('type="submit"'));
  });
  it('links the privacy policy the site configures', () => {
    const html = renderToString(
      <CollectionNotice dealer="X" market="US" purpose="reservation" privacyUrl="/pages/privacy" />,
    );
    expect(html).toContain('<a href="/pages/privacy">privacy policy</a>');
    expect(text(html)).toMatch(
      /^X uses these details to hold this car for you and take your deposit/,
    );
  });
});
