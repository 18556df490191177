import { describe, expect, it } from 'vitest';
import {
  formatPhoneForDisplay,
  formatProfileHandle,
  toMailtoHref,
  toMessengerUrl,
  toTelHref,
} from '../src/comercios/contact-links.ts';

describe('toMessengerUrl', () => {
  it('opens a Messenger chat with the Facebook page, given its name or its address', () => {
    expect(toMessengerUrl('lafarola')).toBe('https://m.me/lafarola');
    expect(toMessengerUrl('@lafarola.tandil')).toBe('https://m.me/lafarola.tandil');
    expect(toMessengerUrl('https://www.facebook.com/tandilcome/')).toBe('https://m.me/tandilcome');
    expect(toMessengerUrl('facebook.com/tandilcome')).toBe('https://m.me/tandilcome');
    expect(toMessengerUrl('https://www.facebook.com/profile.php?id=1000123')).toBe('https://m.me/1000123');
  });

  it('gives null for nothing or for what is not a page', () => {
    expect(toMessengerUrl(null)).toBeNull();
    expect(toMessengerUrl('  ')).toBeNull();
    expect(toMessengerUrl('no es una página')).toBeNull();
    expect(toMessengerUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('toTelHref', () => {
  it('dials Argentine numbers with +54 and the area code, whatever the written form', () => {
    expect(toTelHref('(249) 444-5566')).toBe('tel:+542494445566');
    expect(toTelHref('0249 442-3187')).toBe('tel:+542494423187');
    expect(toTelHref('011 4555-1234')).toBe('tel:+541145551234');
    expect(toTelHref('+54 9 249 412 3456')).toBe('tel:+542494123456');
    expect(toTelHref('15 4123456')).toBe('tel:+542494123456');
    expect(toTelHref('11 4555-1234')).toBe('tel:+541145551234');
  });

  it('keeps foreign numbers and odd local ones dialable, and rejects junk', () => {
    expect(toTelHref('+34 912 345 678')).toBe('tel:+34912345678');
    expect(toTelHref('0800-333-1234')).toBe('tel:08003331234');
    expect(toTelHref('00 34 912 345 678')).toBe('tel:0034912345678');
    expect(toTelHref('12')).toBeNull();
    expect(toTelHref(null)).toBeNull();
  });
});

describe('toMailtoHref', () => {
  it('accepts a single plain address only', () => {
    expect(toMailtoHref(' hola@lafarola.com.ar ')).toBe('mailto:hola@lafarola.com.ar');
    expect(toMailtoHref('hola')).toBeNull();
    expect(toMailtoHref('a@b.com?bcc=x@y.com')).toBeNull();
    expect(toMailtoHref('a@b.com,c@d.com')).toBeNull();
  });
});

describe('display forms', () => {
  it('shows valid Argentine phones grouped, others as typed', () => {
    expect(formatPhoneForDisplay('5492494000111')).toBe('249 400-0111');
    expect(formatPhoneForDisplay('0249 442-3187')).toBe('249 442-3187');
    expect(formatPhoneForDisplay('+54 11 4555 1234')).toBe('11 4555-1234');
    expect(formatPhoneForDisplay(' 0800-333-1234 ')).toBe('0800-333-1234');
  });

  it('shows social profiles as @name', () => {
    expect(formatProfileHandle('https://www.instagram.com/tandilcome')).toBe('@tandilcome');
    expect(formatProfileHandle('facebook.com/tandilcome/')).toBe('@tandilcome');
    expect(formatProfileHandle('@lafarola')).toBe('@lafarola');
    expect(formatProfileHandle('lafarola')).toBe('@lafarola');
  });
});
