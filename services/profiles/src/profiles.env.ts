import { fileStorageEnvSchema, serviceEnvSchema } from '@callsheet/kernel';
import type { z } from 'zod';

export const profilesEnvSchema = serviceEnvSchema(3002).extend(fileStorageEnvSchema.shape);

export type ProfilesEnv = z.infer<typeof profilesEnvSchema>;
