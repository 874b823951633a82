/**
 * Prepares the configured database (migrations, signing key, demo seed) and exits: the child process
 * of prepare-embedded.ts, which the portal runs for a new embedded data folder before opening it.
 */
import { loadConfig } from '../config';
import { prepareDatabase } from './prepare-embedded';

prepareDatabase(loadConfig()).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
