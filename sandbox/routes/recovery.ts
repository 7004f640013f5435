import { clientAddress } from '../client-address';
import type { ContractRouter } from '../contract-route';
import { presentedDevice } from '../device-cookie';
import type { SandboxState } from '../state';

/** Password recovery, no authentication; the rules live in ../recovery. */
export function registerRecoveryRoutes(router: ContractRouter, state: SandboxState): void {
  router.public('requestChangePassword', async ({ body, c }) => {
    const device = presentedDevice(c, state.devices, body.username, state.findUser(body.username));
    return { data: { requestID: await state.recovery.request(body.username, { address: clientAddress(c), device }) } };
  });

  router.public('initialImages', ({ query }) => ({ data: state.recovery.images(query.sessionId ?? '') }));

  router.public('checkUserImage', ({ body }) => {
    state.recovery.checkImage(body.requestId, body.recoveryImageId);
    return { data: { ok: true } };
  });

  router.public('sendCodePassword', ({ body }) => {
    const { maskedPhone } = state.recovery.sendCode(body.requestId);
    return { data: { ok: true, maskedPhone } };
  });

  router.public('checkCodeChangePassword', ({ body }) => {
    state.recovery.checkCode(body.requestId, body.code);
    return { data: { ok: true } };
  });

  router.public('resetPassword', async ({ body }) => {
    await state.recovery.resetPassword(body.requestId, body.newPassword, body.confirmNewPassword);
    return { data: { ok: true } };
  });
}
