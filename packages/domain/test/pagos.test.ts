import { describe, expect, it } from 'vitest';
import { formatAdditionalInfo, parseAdditionalInfo } from '../src/pagos.ts';

describe('additionalInfo', () => {
  it('round-trips the preference and public key', () => {
    const text = formatAdditionalInfo({ preferenceId: '123-abc', publicKey: 'APP_USR-1' });
    expect(JSON.parse(text)).toEqual({ preferenceId: '123-abc', publicKey: 'APP_USR-1' });
    expect(parseAdditionalInfo(text)).toEqual({ preferenceId: '123-abc', publicKey: 'APP_USR-1' });
  });

  it('reads nothing from empty, broken or foreign texts', () => {
    for (const text of [null, undefined, '', '{', 'null', '"x"', '[]', '{"preferenceId":1,"publicKey":"k"}']) {
      expect(parseAdditionalInfo(text)).toBeNull();
    }
    expect(parseAdditionalInfo('{"preferenceId":"","publicKey":"k"}')).toBeNull();
  });
});
