import type { Categoria } from '@vidriera/domain/schemas/comercio';
import type { ReactNode } from 'react';
import { Link } from '../../hash-router.tsx';
import { categoriaImage } from '../../app/first-images.ts';
import { Icon } from '../../ui/icons.tsx';

function CardLink({
  to,
  className,
  media,
  title,
  description,
}: {
  to: string;
  className: string;
  media: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <Link className={className} to={to}>
      {media}
      <span className="categoria-card-text">
        <span className="categoria-card-title">
          {title}
          <Icon name="chevronRight" size={18} className="categoria-card-chevron" />
        </span>
        {description && <span className="categoria-card-descr">{description}</span>}
      </span>
    </Link>
  );
}

/** A category of the site, leading to its feed; its image shows only when the category asks for it. */
export function CategoriaCard({ categoria: c }: { categoria: Categoria }) {
  const image = categoriaImage(c);
  const media =
    image !== null ? (
      <img className="categoria-card-media" src={image} alt="" width={640} height={320} />
    ) : (
      <span className="categoria-card-media categoria-card-mark" aria-hidden="true">
        {c.titulo.charAt(0).toUpperCase()}
      </span>
    );
  return (
    <CardLink
      to={`/feed/${c.id}`}
      className="categoria-card"
      media={media}
      title={c.titulo}
      description={c.descripcion}
    />
  );
}

/** The extra card that leads to the whole listing of the site. */
export function AllBusinessesCard({ title, description }: { title: string; description: string }) {
  const media = (
    <span className="categoria-card-media categoria-card-mark" aria-hidden="true">
      <Icon name="search" size={36} />
    </span>
  );
  return (
    <CardLink
      to="/listado"
      className="categoria-card categoria-card--todos"
      media={media}
      title={title}
      description={description}
    />
  );
}
