import { CULTURES } from '@vitrine/i18n';
import { z } from 'zod';

export const CultureSchema = z.enum(CULTURES);
export const StringResourcesSchema = z.record(z.string(), z.string()).meta({ id: 'StringResources' });
