import type { TKycDocument } from '@coinvest/contract';
import { KYC_DOCUMENT_MIME_TYPES } from '@coinvest/contract';
import { Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileProblem } from '../lib/kyc-form';
import { translateKycMessage } from '../lib/kyc-messages';

interface DocumentUploadProps {
  document: TKycDocument;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** One file of the verification: a labelled picker, refusal in the page, preview, name, size. */
export function DocumentUpload({ document, file, onChange }: DocumentUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
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

  return (
    <Input.Wrapper
      label={t(`kyc.form.files.${document}`)}
      description={t(imagesOnly ? 'kyc.form.files.hintImage' : 'kyc.form.files.hintAny')}
      error={error ? translateKycMessage(error, t) : undefined}
      labelProps={{ htmlFor: id }}
    >
      <Stack gap="xs" mt={4}>
        <input
          id={id}
          type="file"
          accept={KYC_DOCUMENT_MIME_TYPES[document].join(',')}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!chosen) return;
            const problem = fileProblem(document, chosen);
            setError(problem);
            if (!problem) onChange(chosen);
          }}
        />
        {file && (
          <Paper withBorder p="xs" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                {previewUrl && (
                  <Image
                    src={previewUrl}
                    alt={t('kyc.form.files.preview', { name: file.name })}
                    w={56}
                    h={56}
                    fit="cover"
                    radius="sm"
                  />
                )}
                <div>
                  <Text size="sm" fw={500}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatSize(file.size)}
                  </Text>
                </div>
              </Group>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={t('kyc.form.files.remove', { name: file.name })}
                onClick={() => onChange(undefined)}
              >
                ×
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
