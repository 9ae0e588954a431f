import {
  POST_IMAGE_MAX_BYTES,
  POST_STATUSES,
  POST_TITLE_MAX,
  POST_TYPES,
  type PostDto,
  type PostStatus,
  type PostType,
} from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ClockIcon, ImageIcon, LinkIcon } from 'lucide-react';
import type * as React from 'react';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { ImagePicker } from '@/components/image-picker';
import { Spinner } from '@/components/spinner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { describedBy, Field, FieldError, fieldIds } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useImagePicker } from '@/components/use-image-picker';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { POST_STATUS_LABELS, POST_TYPE_LABELS, readingTimeLabel } from './blog-labels';
import { usePostCache } from './post-cache';
import {
  initialPostValues,
  POST_EXCERPT_MAX,
  type PostFieldProblem,
  type PostFormProblems,
  type PostFormValues,
  parseTags,
  postFormData,
  previewReadingTime,
  previewSlug,
  validatePost,
} from './post-form-values';
import { PostImage } from './post-image';
import { RichTextEditor } from './rich-text-editor';

const FIELD_ORDER = ['title', 'content', 'excerpt', 'tags', 'video'] as const;

/**
 * The owners' post form (docs/product/blog.md#post-form, #slug-and-reading-time, #calls; BLOG-18…23): title,
 * type, status, tags, excerpt, content, image and video, with the generated slug and reading time previewed.
 * Creates with POST posts or updates posts/{id}, both multipart.
 */
export function PostForm({ post }: { post?: PostDto | null }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const cache = usePostCache();
  const create = useMutation(trpc.posts.create.mutationOptions());
  const update = useMutation(trpc.posts.update.mutationOptions());
  const pending = create.isPending || update.isPending;
  const [values, setValues] = useState<PostFormValues>(() => initialPostValues(post));
  const image = useImagePicker({ maxBytes: POST_IMAGE_MAX_BYTES });
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const problems: PostFormProblems = submitted ? validatePost(values) : {};
  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const problemText: Record<PostFieldProblem, string> = {
    titleLength: t`El título debe tener entre 3 y 160 caracteres.`,
    contentEmpty: t`Escribe el contenido del post.`,
    excerptTooLong: t`El extracto puede tener hasta 300 caracteres.`,
    tooManyTags: t`Puedes agregar hasta 20 etiquetas.`,
    tagTooLong: t`Cada etiqueta puede tener hasta 40 caracteres.`,
    videoInvalid: t`Escribe una dirección de video válida (https://…).`,
  };
  const errorOf = (field: keyof PostFormProblems) => {
    const problem = problems[field];
    return problem ? problemText[problem] : undefined;
  };

  const ids = {
    title: `${id}-title`,
    content: `${id}-content`,
    contentLabel: `${id}-content-label`,
    excerpt: `${id}-excerpt`,
    type: `${id}-type`,
    status: `${id}-status`,
    tags: `${id}-tags`,
    video: `${id}-video`,
    image: `${id}-image`,
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setAlert(null);
    const found = validatePost(values);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    const form = postFormData(values, { postId: post?.id, image: image.file, currentSlug: post });
    try {
      const saved = post ? await update.mutateAsync(form) : await create.mutateAsync(form);
      toast.success(post ? t`Post guardado.` : t`Post creado.`);
      await navigate({ to: '/admin/posts' });
      if (post && post.slug !== saved.slug) cache.forget(post.slug);
      void cache.refresh();
    } catch (error) {
      // docs/product/api-and-errors.md#error-messages — 'Archivo no válido', 'Tamaño de archivo excedido',
      // 'Error HTTP: …' or 'Error de servidor'; application errors in their own words.
      setAlert(errorMessage(i18n, error, 'upload'));
    }
  };

  const slug = previewSlug(values.title, post);
  const minutes = previewReadingTime(values.content);
  const tags = parseTags(values.tags);
  const currentImage = image.preview ?? post?.image ?? null;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="grid gap-6">
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <fieldset
        disabled={pending}
        className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      >
        <div className="grid min-w-0 gap-6">
          <Field id={ids.title} label={<Trans>Título</Trans>} error={errorOf('title')}>
            <Input
              id={ids.title}
              value={values.title}
              maxLength={POST_TITLE_MAX}
              autoComplete="off"
              required
              aria-invalid={!!problems.title || undefined}
              aria-describedby={describedBy(ids.title, { error: !!problems.title })}
              onChange={(e) => set('title', e.target.value)}
              className="h-12 font-semibold text-lg md:text-lg"
            />
          </Field>
          <div className="grid gap-2">
            {/* The editor is not a form control a <label for> can point at: it is named through aria-labelledby. */}
            <span id={ids.contentLabel} className="font-medium text-sm leading-none">
              <Trans>Contenido</Trans>
            </span>
            <RichTextEditor
              id={ids.content}
              labelId={ids.contentLabel}
              initialHtml={post?.content ?? ''}
              onChange={(html) => set('content', html)}
              disabled={pending}
              invalid={!!problems.content}
              describedBy={describedBy(ids.content, { error: !!problems.content })}
            />
            <FieldError id={fieldIds(ids.content).error}>{errorOf('content')}</FieldError>
          </div>
          <Field
            id={ids.excerpt}
            label={<Trans>Extracto (opcional)</Trans>}
            hint={<Trans>Si lo dejas vacío, se usan los primeros 150 caracteres del contenido.</Trans>}
            error={errorOf('excerpt')}
          >
            <Textarea
              id={ids.excerpt}
              value={values.excerpt}
              maxLength={POST_EXCERPT_MAX}
              rows={3}
              aria-invalid={!!problems.excerpt || undefined}
              aria-describedby={describedBy(ids.excerpt, { hint: true, error: !!problems.excerpt })}
              onChange={(e) => set('excerpt', e.target.value)}
            />
          </Field>
        </div>

        <div className="grid min-w-0 gap-6">
          <Card className="gap-5 px-5">
            <ChoiceField
              id={ids.status}
              label={<Trans>Estado</Trans>}
              value={values.status}
              options={POST_STATUSES.map((s) => ({ value: s, label: i18n._(POST_STATUS_LABELS[s]) }))}
              onChange={(v) => set('status', v as PostStatus)}
              disabled={pending}
            />
            <ChoiceField
              id={ids.type}
              label={<Trans>Tipo</Trans>}
              value={values.type}
              options={POST_TYPES.map((type) => ({ value: type, label: i18n._(POST_TYPE_LABELS[type]) }))}
              onChange={(v) => set('type', v as PostType)}
              disabled={pending}
            />
            <Field
              id={ids.tags}
              label={<Trans>Etiquetas</Trans>}
              hint={<Trans>Separadas por comas.</Trans>}
              error={errorOf('tags')}
            >
              <Input
                id={ids.tags}
                value={values.tags}
                autoComplete="off"
                aria-invalid={!!problems.tags || undefined}
                aria-describedby={describedBy(ids.tags, { hint: true, error: !!problems.tags })}
                onChange={(e) => set('tags', e.target.value)}
              />
            </Field>
            {tags.length > 0 ? (
              <ul className="-mt-3 flex flex-wrap gap-1.5" aria-label={t`Etiquetas`}>
                {tags.map((tag, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a tag may be typed twice
                  <li key={`${tag}-${i}`}>
                    <Badge variant="outline">#{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>

          <Card className="gap-3 px-5">
            <ImagePicker
              id={ids.image}
              image={image}
              label={<Trans>Imagen</Trans>}
              previewAbove
              preview={
                <div className="aspect-[16/9] overflow-hidden rounded-lg border">
                  <PostImage src={currentImage} />
                </div>
              }
              icon={ImageIcon}
              buttonLabel={currentImage ? <Trans>Cambiar imagen</Trans> : <Trans>Elegir imagen</Trans>}
              hint={<Trans>JPG, PNG o WebP, hasta 5 MB.</Trans>}
              clearLabel={t`Quitar la imagen elegida`}
              className="gap-3"
            />
          </Card>

          <Card className="gap-5 px-5">
            <Field
              id={ids.video}
              label={<Trans>Video (opcional)</Trans>}
              hint={<Trans>Dirección de un video relacionado.</Trans>}
              error={errorOf('video')}
            >
              <Input
                id={ids.video}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={values.video}
                autoComplete="off"
                aria-invalid={!!problems.video || undefined}
                aria-describedby={describedBy(ids.video, { hint: true, error: !!problems.video })}
                onChange={(e) => set('video', e.target.value)}
              />
            </Field>
          </Card>

          <Card className="gap-3 bg-muted/40 px-5" data-testid="post-preview">
            <h2 className="font-semibold text-sm">
              <Trans>Vista previa</Trans>
            </h2>
            <dl className="grid gap-3 text-sm">
              <div className="grid gap-1">
                <dt className="flex items-center gap-1.5 text-muted-foreground">
                  <LinkIcon className="size-3.5" aria-hidden />
                  <Trans>Slug</Trans>
                </dt>
                <dd className="break-all font-mono" data-testid="post-slug">
                  /blog/article/{slug}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="flex items-center gap-1.5 text-muted-foreground">
                  <ClockIcon className="size-3.5" aria-hidden />
                  <Trans>Tiempo de lectura</Trans>
                </dt>
                <dd data-testid="post-reading-time">{i18n._(readingTimeLabel(minutes))}</dd>
              </div>
            </dl>
            <p className="text-muted-foreground text-xs">
              <Trans>Se calculan al guardar; si otro post ya usa el slug, se le agrega un número.</Trans>
            </p>
          </Card>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/admin/posts">
            <Trans>Cancelar</Trans>
          </Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {post ? <Trans>Guardar cambios</Trans> : <Trans>Crear post</Trans>}
        </Button>
      </div>
    </form>
  );
}

function ChoiceField({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  id: string;
  label: React.ReactNode;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
