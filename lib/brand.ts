/** The portal's and the institution's names, as every page, e-mail and document prints them. */
export const PORTAL_NAME = 'E-Satış İhale Portalı';
export const INSTITUTION_NAME = 'Makine ve Kimya Endüstrisi A.Ş.';
