import { ZContactBodySchema, type TContactBody } from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Card, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSendContactMessage } from '../api/send-contact-message';
import { translateContactMessage } from '../lib/contact-messages';

const emptyForm: TContactBody = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form: the contract's rules and messages, then 'Sending...', then a toast. */
export function ContactForm() {
  const { t } = useTranslation();
  const sendMessage = useSendContactMessage();
  const form = useForm<TContactBody>({
    mode: 'controlled',
    initialValues: emptyForm,
    validate: zodResolver(ZContactBodySchema, t, translateContactMessage),
  });

  const submit = form.onSubmit((values) => {
    const { phone, ...message } = ZContactBodySchema.parse(values);
    // An empty phone is no phone: it is left out rather than sent blank.
    const body = phone ? { ...message, phone } : message;
    sendMessage.mutate(body, { onSuccess: () => form.reset() });
  });

  return (
    <Card component="section" aria-labelledby="contact-form-title">
      <Stack gap="lg">
        <Title order={2} id="contact-form-title">
          {t('contact.form.title')}
        </Title>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('contact.form.name')}
                placeholder={t('contact.form.namePlaceholder')}
                autoComplete="name"
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('contact.form.email')}
                placeholder={t('contact.form.emailPlaceholder')}
                type="email"
                autoComplete="email"
                {...form.getInputProps('email')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('contact.form.phone')}
                placeholder={t('contact.form.phonePlaceholder')}
                type="tel"
                autoComplete="tel"
                {...form.getInputProps('phone')}
              />
              <TextInput
                label={t('contact.form.subject')}
                placeholder={t('contact.form.subjectPlaceholder')}
                {...form.getInputProps('subject')}
              />
            </SimpleGrid>
            <Textarea
              label={t('contact.form.message')}
              placeholder={t('contact.form.messagePlaceholder')}
              size="md"
              rows={6}
              resize="vertical"
              {...form.getInputProps('message')}
            />
            <Button
              type="submit"
              size="md"
              disabled={sendMessage.isPending}
              leftSection={<IconSend size={18} aria-hidden />}
              w={{ base: '100%', sm: 'auto' }}
              style={{ alignSelf: 'flex-start' }}
            >
              {sendMessage.isPending ? t('contact.form.sending') : t('contact.form.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
