import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/http/api-error';
import {
  endsRecovery,
  recoveryErrorMessage,
  verificationImagesQuery,
  verifyImageAndSendCode,
} from '../api/recovery-calls';
import { recoveryMessages as t } from '../messages';
import { recoveryStore } from '../recovery-store';
import { useRetryKey } from '../use-retry-key';
import { StepForm } from './step-form';

export function ImageStep({ sessionId }: { readonly sessionId: string }) {
  const images = useQuery(verificationImagesQuery(sessionId));
  const [selected, setSelected] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const key = useRetryKey();
  const verify = useMutation({
    mutationFn: (imageId: string) => verifyImageAndSendCode(sessionId, imageId, key.current()),
    onSuccess: (maskedPhone, imageId) => {
      key.renew();
      recoveryStore.advance('otp_validation', { selectedImageId: imageId }, maskedPhone);
    },
  });

  // SPEC section 8: API errors show their own message; anything else the generic one; the list stays empty.
  const imagesError = images.isError
    ? isApiError(images.error) && images.error.kind === 'http'
      ? images.error.message
      : t.imagesFailed
    : null;
  const verifyError = verify.isError ? recoveryErrorMessage(verify.error, t.serviceUnavailable) : null;
  const locked = (verify.isError && endsRecovery(verify.error)) || (images.isError && endsRecovery(images.error));
  const list = images.data ?? [];

  const submit = () => {
    if (verify.isPending || locked) return;
    if (!selected) {
      setFieldError(t.imageRequired);
      return;
    }
    setFieldError(null);
    verify.mutate(selected);
  };

  return (
    <StepForm
      heading={t.imageHeading}
      intro={t.imageIntro}
      error={imagesError ?? verifyError ?? fieldError}
      onSubmit={submit}
      actions={
        locked ? (
          <button type="button" className="button button--primary button--block" onClick={() => recoveryStore.reset()}>
            {t.startOver}
          </button>
        ) : images.isError ? (
          // The images could not be loaded: ask again, without starting the recovery over.
          <>
            <button
              type="button"
              className="button button--primary button--block"
              aria-disabled={images.isFetching}
              onClick={() => {
                if (!images.isFetching) void images.refetch();
              }}
            >
              {images.isFetching ? t.loadingImages : t.retry}
            </button>
            <button type="button" className="button button--ghost button--block" onClick={() => recoveryStore.reset()}>
              {t.startOver}
            </button>
          </>
        ) : (
          <button
            type="submit"
            className="button button--primary button--block"
            aria-disabled={verify.isPending || images.isPending}
          >
            {verify.isPending ? t.sending : t.continue}
          </button>
        )
      }
    >
      {images.isPending ? (
        <p role="status">{t.loadingImages}</p>
      ) : (
        <fieldset className="image-choice" disabled={locked}>
          <legend className="image-choice__legend">{t.imageLegend}</legend>
          {list.length === 0 && !images.isError ? <p>{t.noImages}</p> : null}
          {list.map((image) => (
            <label key={image.id} className="image-choice__option">
              <input
                type="radio"
                name="verification-image"
                value={image.id}
                checked={selected === image.id}
                onChange={() => {
                  setSelected(image.id);
                  key.renew();
                }}
              />
              <img src={image.url} alt="" width="96" height="96" />
              <span>{image.label}</span>
            </label>
          ))}
        </fieldset>
      )}
    </StepForm>
  );
}
