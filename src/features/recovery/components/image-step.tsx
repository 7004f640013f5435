import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CallButton } from '@/components/form/call-button';
import { isApiError } from '@/lib/http/api-error';
import { endsRecovery, verificationImagesQuery, verifyImageAndSendCode } from '@/features/recovery/api/recovery-calls';
import { recoveryMessages as t } from '@/features/recovery/messages';
import { recoveryStore } from '@/features/recovery/recovery-store';
import { useRetryKey } from '@/features/recovery/use-retry-key';
import { stepCallsState } from '@/features/recovery/step-calls';
import { StepForm } from './step-form';
import { Button } from '@/components/ui/button';

/**
 * The images failed: the server's own words when it answered with an error, otherwise a message
 * that says the images are what could not be loaded.
 */
const imagesFailure = (error: unknown) => (isApiError(error) && error.kind === 'http' ? error.message : t.imagesFailed);

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

  const sent = stepCallsState([verify], t.serviceUnavailable);
  const imagesError = images.isError ? imagesFailure(images.error) : null;
  const locked = sent.locked || endsRecovery(images.error);
  const list = images.data ?? [];

  const submit = () => {
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
      error={imagesError ?? sent.failure ?? fieldError}
      locked={locked}
      onSubmit={submit}
      actions={
        imagesError ? (
          // The images could not be loaded: ask again, without starting the recovery over.
          <>
            <Button
              variant="primary"
              block
              aria-disabled={images.isFetching}
              onClick={() => {
                if (!images.isFetching) void images.refetch();
              }}
            >
              {images.isFetching ? t.loadingImages : t.retry}
            </Button>
            <Button block onClick={() => recoveryStore.reset()}>
              {t.startOver}
            </Button>
          </>
        ) : (
          <CallButton call={verify} busy={images.isPending} label={t.continue} pendingLabel={t.sending} />
        )
      }
    >
      {images.isPending ? (
        <p role="status">{t.loadingImages}</p>
      ) : (
        <fieldset className="image-choice" disabled={locked}>
          <legend className="image-choice__legend">{t.imageLegend}</legend>
          {list.length === 0 && !imagesError ? <p>{t.noImages}</p> : null}
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
