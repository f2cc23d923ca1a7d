export const openConsentEvent = 'northlight:open-consent';
