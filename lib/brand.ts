/** The portal's and the institution's names, as every page, e-mail and document prints them. */
export const PORTAL_NAME = 'E-Satış İhale Portalı';
export const INSTITUTION_NAME = 'Makine ve Kimya Endüstrisi A.Ş.';

/** The portal's icon (public/logos/), named by every page: the app's and the few the API server renders. */
export const FAVICON = { url: '/logos/favicon.svg', type: 'image/svg+xml' } as const;
