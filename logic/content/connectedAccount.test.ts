import { describe, expect, it } from 'vitest';
import { CONNECTED_ACCOUNT_STRINGS, connectedAccountLink } from './connectedAccount.ts';

describe('rendering spec, constants and limits: the default connected-account link is an ordering service titled "Order Now"', () => {
  it('links to the service, titled Order Now by default', () => {
    expect(CONNECTED_ACCOUNT_STRINGS.connectedAccountLinkTitle).toBe('Order Now');
    expect(connectedAccountLink({ url: 'https://order.example.com/vitrine' })).toEqual({ href: 'https://order.example.com/vitrine', title: 'Order Now' });
  });

  it('keeps the account\'s own title when it has one that is not blank', () => {
    expect(connectedAccountLink({ url: 'https://order.example.com/', title: ' Book a table ' })?.title).toBe('Book a table');
    expect(connectedAccountLink({ url: 'https://order.example.com/', title: '  ' })?.title).toBe('Order Now');
  });

  it('words the default title through the site strings', () => {
    expect(connectedAccountLink({ url: 'https://order.example.com/' }, { connectedAccountLinkTitle: 'Commander' })?.title).toBe('Commander');
  });

  it('shows nothing without an account or an absolute http(s) address', () => {
    expect(connectedAccountLink(null)).toBeNull();
    expect(connectedAccountLink({})).toBeNull();
    expect(connectedAccountLink({ url: '/order' })).toBeNull();
    expect(connectedAccountLink({ url: 'javascript:alert(1)' })).toBeNull();
    const hostile = Object.defineProperty({}, 'url', { get: () => { throw new Error('no'); } });
    expect(connectedAccountLink(hostile)).toBeNull();
  });
});
