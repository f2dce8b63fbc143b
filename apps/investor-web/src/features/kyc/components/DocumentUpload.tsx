import type { TKycDocument } from '@coinvest/contract';
import { KYC_DOCUMENT_MIME_TYPES } from '@coinvest/contract';
import { Button, Group, Image, Input, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileProblem } from '../lib/kyc-form';
import { translateKycMessage } from '../lib/kyc-messages';
import classes from './DocumentUpload.module.css';

interface DocumentUploadProps {
  document: TKycDocument;
  file: File | undefined;
  /** A resubmission: the document sent before is kept unless another is chosen. */
  kept: boolean;
  onChange: (file: File | undefined) => void;
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * One file of the verification: a drop zone around a real file input (labelled, in the tab
 * order), refusal in the page, preview, name, size.
 */
export function DocumentUpload({ document, file, kept, onChange }: DocumentUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const imagesOnly = document === 'selfie';
  const previewUrl = useMemo(
    () =>
      file?.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
    [file],
  );
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = fileProblem(document, chosen);
    setError(problem);
    if (!problem) onChange(chosen);
  };

  return (
    <Input.Wrapper
      label={t(`kyc.form.files.${document}`)}
      description={t(imagesOnly ? 'kyc.form.files.hintImage' : 'kyc.form.files.hintAny')}
      error={error ? translateKycMessage(error, t) : undefined}
      labelProps={{ htmlFor: id }}
    >
      <Group gap="sm" mt={4} wrap="nowrap" align="stretch">
        <label
          htmlFor={id}
          className={classes.zone}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            choose(event.dataTransfer.files[0]);
          }}
        >
          {previewUrl ? (
            <Image
              src={previewUrl}
              alt={t('kyc.form.files.preview', { name: file?.name ?? '' })}
              w={48}
              h={48}
              fit="cover"
              radius="sm"
            />
          ) : (
            <IconUpload size={28} aria-hidden />
          )}
          <div>
            {file ? (
              <>
                <Text size="sm" fw={500}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatSize(file.size)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('gettingStarted.documents.replace')}
                </Text>
              </>
            ) : (
              <>
                <Text size="sm" fw={500}>
                  {t('gettingStarted.documents.choose')}
                </Text>
                {kept && (
                  <Text size="xs" c="dimmed">
                    {t('gettingStarted.documents.kept')}
                  </Text>
                )}
              </>
            )}
          </div>
          <input
            id={id}
            className={classes.input}
            type="file"
            accept={KYC_DOCUMENT_MIME_TYPES[document].join(',')}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              choose(chosen);
            }}
          />
        </label>
        {file && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            h="auto"
            aria-label={t('kyc.form.files.remove', { name: file.name })}
            onClick={() => onChange(undefined)}
          >
            ×
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
