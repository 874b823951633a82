import { generateKeyPairSync, randomBytes } from 'node:crypto';

/**
 * The minimal configuration of a real deployment (docs/guides/production.md), with fresh secrets for
 * a test and the service addresses it names: what server/config.ts realDeploymentProblems accepts,
 * and what tests/faults/real-deployment.test.ts starts the built server with. The guide's block
 * lists these same settings (server/config.test.ts checks it).
 */
export function minimalRealEnv(services: Partial<Record<string, string>> = {}): Record<string, string> {
  // A P-256 key pair in the form web-push's generateVAPIDKeys() gives (base64url, raw).
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwkPublic = publicKey.export({ format: 'jwk' });
  const jwkPrivate = privateKey.export({ format: 'jwk' });
  const raw = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwkPublic.x as string, 'base64url'),
    Buffer.from(jwkPublic.y as string, 'base64url'),
  ]);
  return {
    PUBLIC_ORIGIN: 'https://esatis.example.gov.tr',
    DATABASE_URL: 'postgres://portal@db.internal:5432/esatis',
    EDEVLET_MODE: 'oauth',
    EDEVLET_AUTHORIZE_URL: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AuthorizationController',
    EDEVLET_TOKEN_URL: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AccessTokenController',
    EDEVLET_USERINFO_URL: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AccessTokenController/userinfo',
    EDEVLET_CLIENT_ID: 'esatis-portal',
    EDEVLET_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    POS_MODE: 'bank',
    POS_GATEWAY_URL: 'https://sanalpos.example-bank.com.tr/fim/est3Dgate',
    POS_CLIENT_ID: '700000000',
    POS_STORE_KEY: randomBytes(24).toString('base64url'),
    POS_API_URL: 'https://sanalpos.example-bank.com.tr/fim/api',
    POS_API_USER: 'ESATISAPI',
    POS_API_PASSWORD: randomBytes(12).toString('base64url'),
    SMTP_URL: 'smtps://bildirim:secret@smtp.example.gov.tr:465',
    SMS_URL: 'https://sms.example-gateway.com.tr/api/send',
    SMS_USER: 'esatis',
    SMS_PASSWORD: randomBytes(12).toString('base64url'),
    TCMB_RATES_URL: 'https://www.tcmb.gov.tr/kurlar/today.xml',
    VAPID_PUBLIC_KEY: raw.toString('base64url'),
    VAPID_PRIVATE_KEY: jwkPrivate.d as string,
    TOKEN_SIGNING_KEY: randomBytes(48).toString('base64url'),
    TRANSPARENCY_SIGNING_KEY: randomBytes(32).toString('base64'),
    ...services,
  } as Record<string, string>;
}
