import { emailField, textField } from '@vitrine/validation';
import { z } from 'zod';

export const RoleSchema = z.enum(['customer', 'editor', 'sales', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** One schema for the sign-in forms of both apps and the gateway's route: the same rules, the same message keys. */
export const LoginRequestSchema = z
  .object({
    Email: emailField({ required: true, maxlength: 320 }),
    Password: textField({ required: true, maxlength: 1024 }),
    RememberMe: z.boolean().optional().default(false),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const CurrentUserSchema = z
  .object({
    UserId: z.string().uuid(),
    Email: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Roles: z.array(RoleSchema),
    Culture: z.string().nullable(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const AntiforgeryTokenSchema = z.object({ Token: z.string() }).meta({ id: 'AntiforgeryToken' });
export type AntiforgeryToken = z.infer<typeof AntiforgeryTokenSchema>;
