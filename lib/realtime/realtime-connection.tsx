'use client';
import { useEffect } from 'react';
import { usePublicConfig } from '../public-config-context';
import { attachRealtime } from './realtime';

/**
 * Mounted once in the providers: ties the app's hub connection to the session (start with a
 * token, stop on logout). Renders nothing.
 */
export function RealtimeConnection() {
  const { portalApiUrl, authUrl, clientSecret } = usePublicConfig();
  useEffect(() => attachRealtime({ portalApiUrl, authUrl, clientSecret }), [portalApiUrl, authUrl, clientSecret]);
  return null;
}
