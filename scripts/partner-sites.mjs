// The registered partner sites of the local stack, in one place: the sandbox lets them start the external authorize
// flow (auth/sei) and the portal lets them frame its /embed/<widget> pages (isolation mode). The partner demo page on
// PARTNER_PORT ("Demo Shop"), plus SANDBOX_SEI_PARTNERS="https://shop.example=Example Shop,https://other.example=Other".

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ origin: string, name: string }[]}
 */
export function partnerSites(env) {
  return [
    { origin: `http://127.0.0.1:${env.PARTNER_PORT ?? 5174}`, name: 'Demo Shop' },
    ...(env.SANDBOX_SEI_PARTNERS ?? '')
      .split(',')
      .filter((entry) => entry.includes('='))
      .map((entry) => {
        const [origin = '', ...name] = entry.split('=');
        return { origin: new URL(origin.trim()).origin, name: name.join('=').trim() };
      }),
  ];
}
