import { type Categoria, categoriaImage } from '@vidriera/domain/comercios';
import type { ReactNode } from 'react';
import { Link } from '../../hash-router.tsx';
import { Icon } from '../../ui/icons.tsx';
import { cx } from '../../ui/cx.ts';
import regionesCss from './regiones.module.css';

function CardLink({
  to,
  className,
  media,
  title,
  description,
}: {
  to: string;
  className: string | undefined;
  media: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <Link className={className} to={to}>
      {media}
      <span className={regionesCss.categoriaCardText}>
        <span className={regionesCss.categoriaCardTitle}>
          {title}
          <Icon name="chevronRight" size={18} className={regionesCss.categoriaCardChevron} />
        </span>
        {description && <span className={regionesCss.categoriaCardDescr}>{description}</span>}
      </span>
    </Link>
  );
}

/**
 * A category of the site, leading to its feed; its image shows only when the category asks for it. The first
 * card's picture is the screen's largest element: the others' wait behind it (`lead` false: low priority).
 */
export function CategoriaCard({ categoria: c, lead = false }: { categoria: Categoria; lead?: boolean }) {
  const image = categoriaImage(c);
  const media =
    image !== null ? (
      <img
        className={regionesCss.categoriaCardMedia}
        src={image}
        alt=""
        width={640}
        height={320}
        fetchPriority={lead ? 'high' : 'low'}
      />
    ) : (
      <span className={cx(regionesCss.categoriaCardMedia, regionesCss.categoriaCardMark)} aria-hidden="true">
        {c.titulo.charAt(0).toUpperCase()}
      </span>
    );
  return (
    <CardLink
      to={`/feed/${c.id}`}
      className={regionesCss.categoriaCard}
      media={media}
      title={c.titulo}
      description={c.descripcion}
    />
  );
}

/** The extra card that leads to the whole listing of the site. */
export function AllBusinessesCard({ title, description }: { title: string; description: string }) {
  const media = (
    <span className={cx(regionesCss.categoriaCardMedia, regionesCss.categoriaCardMark)} aria-hidden="true">
      <Icon name="search" size={36} />
    </span>
  );
  return (
    <CardLink
      to="/listado"
      className={cx(regionesCss.categoriaCard, regionesCss.categoriaCardTodos)}
      media={media}
      title={title}
      description={description}
    />
  );
}
