/**
 * Login and registration: one hook per contract operation, used by the screens and stories alike (never `useSWR`
 * or a client directly). Keys come from ../keys.ts.
 */
import { useCallback } from 'react';
import type { ApiPaths } from '@portal/contracts';
import { useApi } from '../../api/ApiProvider';
import { unwrap } from '../../api/unwrap';

/** POST /api/users/login (CPF and password). */
export function usePatientLogin() {
  const { api } = useApi();
  return useCallback(
    (cpf: string, password: string, fallback?: string) =>
      unwrap(api.POST('/api/users/login', { body: { id: null, cpf, password } }), fallback),
    [api],
  );
}

/** POST /api/users/login-google (the Google ID token). */
export function useGoogleLogin() {
  const { api } = useApi();
  return useCallback(
    (token: string) => unwrap(api.POST('/api/users/login-google', { body: { token } })),
    [api],
  );
}

/** POST /api/users/register: a new patient account. */
export function useRegisterPatient() {
  const { api } = useApi();
  return useCallback(
    (body: ApiPaths['/api/users/register']['post']['requestBody']['content']['application/json']) =>
      unwrap(api.POST('/api/users/register', { body })),
    [api],
  );
}
