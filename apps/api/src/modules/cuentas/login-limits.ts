import type { Config } from '../../config.ts';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60;

/** The per-address budgets of the accounts' calls, from the configuration. */
export function addressRules(config: Pick<Config, 'LOGIN_FAILURES_PER_IP' | 'REGISTRATIONS_PER_IP'>) {
  return {
    /** Failed password attempts; an address may be shared (a venue's Wi-Fi, a carrier's NAT): more room than per user. */
    loginPerIp: { limit: config.LOGIN_FAILURES_PER_IP, windowSeconds: FIFTEEN_MINUTES } satisfies RateLimitRule,
    /** Registrations and code requests (each code is a paid WhatsApp message). */
    codesPerIp: { limit: config.REGISTRATIONS_PER_IP, windowSeconds: FIFTEEN_MINUTES } satisfies RateLimitRule,
  };
}

/**
 * Failed logins per (user name, client address), in growing steps: 5 a minute, 10 in 15 minutes, 20 an hour.
 * Counting per pair means nobody can lock a merchant out from elsewhere: the right password from an address that
 * has not been failing always gets in. Successful logins are given back.
 */
const LOGIN_PER_USER_AND_ADDRESS: ReadonlyArray<{ step: string; rule: RateLimitRule }> = [
  { step: 'minute', rule: { limit: 5, windowSeconds: 60 } },
  { step: 'quarter', rule: { limit: 10, windowSeconds: FIFTEEN_MINUTES } },
  { step: 'hour', rule: { limit: 20, windowSeconds: 60 * 60 } },
];

/**
 * The counters one attempt at a user's password (or at a code that replaces it) goes against: its user name from
 * this address, step by step, and the whole address across user names (one client trying many accounts). The
 * login, a password change's current password and a reset code share them: failing at one counts for the others.
 */
export function passwordAttemptHits(userName: string, ip: string, perIp: RateLimitRule) {
  const pair = `${userName.toLowerCase()}|${ip}`;
  return [
    ...LOGIN_PER_USER_AND_ADDRESS.map(({ step, rule }) => ({ key: `login:user-ip:${step}:${pair}`, rule })),
    { key: `login:ip:${ip}`, rule: perIp },
  ];
}
