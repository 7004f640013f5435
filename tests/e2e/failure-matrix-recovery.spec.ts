import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  armFault,
  expectNoSpinner,
  expectSpanishError,
  FAULTS,
  waitThroughRetries,
  watchCalls,
  type CallWatch,
  type Fault,
} from './support/fault-matrix';
import { expect, test, type SandboxControl } from './support/fixtures';
import { LoginPage } from './support/login-page';

/**
 * Issue 8's matrix for the password recovery, every call of it, walked in one recovery: each
 * fault strikes after the server did the work (a write's answer is lost), each ends in a Spanish
 * error with a retry, what was typed or chosen stays, and the retry moves the flow on without
 * starting over, without a second SMS, and without tripping the flow's abuse limits.
 */

test.describe.configure({ timeout: 180_000 });

const username = 'proveedor@demo.ni';
const newPassword = 'MatrizClave2026!';

/** SPEC section 8's recovery texts, and the sandbox's own for its 500 and 503. */
const unavailable = 'Servicio de recuperación no disponible. Por favor, inténtelo más tarde.';
const serverTexts: Partial<Record<Fault, string>> = {
  '500': 'Ocurrió un error interno. Por favor, inténtelo de nuevo.',
  '503': 'Servicio no disponible temporalmente. Por favor, inténtelo de nuevo en unos momentos.',
};
const reasonOf = (fault: Fault, contractText: string) =>
  serverTexts[fault] ?? (fault === 'drop' || fault === 'timeout' ? unavailable : contractText);

async function sentCode(request: APIRequestContext): Promise<{ code: string; sentAt: string }> {
  const response = await request.get(`/api/__test__/otp?username=${encodeURIComponent(username)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { code: string; sentAt: string };
}

async function registeredImage(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/api/__test__/recovery-image?username=${encodeURIComponent(username)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { label: string }).label;
}

/**
 * Runs the six faults on one call: `act` sends it (or retries it), the step's error must name
 * the fault, `kept` must still hold what the user entered. The faults stay armed only on `match`.
 */
async function cycleFaults(
  page: Page,
  watch: CallWatch,
  sandbox: SandboxControl,
  call: string,
  match: string,
  act: (fault: Fault, index: number) => Promise<void>,
  error: (fault: Fault) => Locator,
  kept: () => Promise<void>,
): Promise<void> {
  for (const [index, fault] of FAULTS.entries()) {
    const label = `${call} / ${fault}`;
    await armFault(sandbox, fault, match, { when: 'after' });
    const since = watch.sent(match);
    await act(fault, index);
    await waitThroughRetries(page, error(fault), label, { watch, match, since, fault });
    await expectSpanishError(error(fault), label);
    await expectNoSpinner(page, label);
    await kept();
  }
  await sandbox.setFaults([]);
}

test('every recovery call under every fault, in one recovery that still completes', async ({
  page,
  request,
  sandbox,
}) => {
  const watch = watchCalls(page);
  await page.clock.install();
  await page.goto('/recovery/username');
  const alert = page.getByRole('alert');
  const field = page.getByLabel('Correo electrónico');
  await field.fill(username);

  // requestChangePassword
  await cycleFaults(
    page,
    watch,
    sandbox,
    'requestChangePassword',
    '^auth/portal/requestChangePassword$',
    () => page.getByRole('button', { name: 'Continuar' }).click(),
    (fault) =>
      alert.filter({
        hasText: reasonOf(fault, 'Error al inicializar el proceso de recuperación. Por favor, inténtelo más tarde.'),
      }),
    () => expect(field).toHaveValue(username),
  );

  // InitialImages: the first fault meets the step as it opens (the recovery lives in memory, so a
  // reload would start over); Reintentar asks for the images again without starting over.
  await cycleFaults(
    page,
    watch,
    sandbox,
    'InitialImages',
    '^auth/secure/InitialImages',
    async (_fault, index) => {
      if (index === 0) {
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page).toHaveURL('/recovery/image-verification');
      } else await page.getByRole('button', { name: 'Reintentar' }).click();
    },
    (fault) =>
      alert.filter({
        hasText:
          fault === '500' || fault === '503'
            ? (serverTexts[fault] ?? '')
            : 'Ocurrió un error al obtener las imágenes de verificación. Por favor, inténtelo de nuevo.',
      }),
    () => expect(page.getByRole('button', { name: 'Reintentar' })).toBeEnabled(),
  );
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('radio')).toHaveCount(6);

  // checkUserImage, then sendCodePassword: the chosen image stays chosen.
  const image = page.getByRole('radio', { name: await registeredImage(request) });
  await image.check();
  for (const [call, match] of [
    ['checkUserImage', '^auth/portal/checkUserImage$'],
    ['sendCodePassword', '^auth/portal/sendCodePassword$'],
  ] as const) {
    await cycleFaults(
      page,
      watch,
      sandbox,
      call,
      match,
      () => page.getByRole('button', { name: 'Continuar' }).click(),
      (fault) => alert.filter({ hasText: reasonOf(fault, unavailable) }),
      () => expect(image).toBeChecked(),
    );
  }
  const firstCode = await sentCode(request);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/otp-validation');
  // However often the answer was lost, one SMS went out.
  expect(await sentCode(request), 'one code sent').toEqual(firstCode);

  // checkCodeChangePassword: the typed code stays.
  const code = page.getByLabel('Código de 6 dígitos');
  await code.fill(firstCode.code);
  await cycleFaults(
    page,
    watch,
    sandbox,
    'checkCodeChangePassword',
    '^auth/portal/checkCodeChangePassword$',
    () => page.getByRole('button', { name: 'Verificar' }).click(),
    (fault) => alert.filter({ hasText: reasonOf(fault, unavailable) }),
    () => expect(code).toHaveValue(firstCode.code),
  );
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL('/recovery/update-credentials');

  // resetPassword: both typed passwords stay.
  const first = page.getByLabel('Nueva contraseña', { exact: true });
  const second = page.getByLabel('Confirmar nueva contraseña');
  await first.fill(newPassword);
  await second.fill(newPassword);
  await cycleFaults(
    page,
    watch,
    sandbox,
    'resetPassword',
    '^auth/portal/resetPassword$',
    () => page.getByRole('button', { name: 'Guardar contraseña' }).click(),
    (fault) => alert.filter({ hasText: reasonOf(fault, unavailable) }),
    async () => {
      await expect(first).toHaveValue(newPassword);
      await expect(second).toHaveValue(newPassword);
    },
  );
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL('/recovery/completed');

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username, newPassword);
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});
