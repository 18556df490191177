import { useSearchParams } from '../../hash-router.tsx';
import { Link } from '../../hash-router.tsx';
import { useComercio } from '../../api/get-comercio.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { usePageMeta } from '../../ui/page-meta.ts';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import { SiteFooter } from '../../ui/site-footer.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { ContactChannels } from './contact-channels.tsx';
import { getHelpGuide } from './help-guides.ts';
import { useBack } from './use-back.ts';
import ayudaCss from './ayuda.module.css';

/**
 * ayuda (also ayuda?c={carpeta}): chat by Messenger or WhatsApp, or a phone, with the business (when named, or
 * the site's own) and with the site; then answers for that kind of business.
 */
export default function AyudaPage() {
  const { data: site } = useSiteMetadata();
  const [params] = useSearchParams();
  const goBack = useBack();
  const carpeta = params.get('c') || (site && !site.esPortal ? site.carpeta : null) || undefined;
  const { data } = useComercio(site?.dominioUrl, carpeta);
  const comercio = data?.[0];
  usePageMeta({ title: site ? `${es.ayuda.titulo} | ${site.nombre}` : es.ayuda.titulo });
  if (!site) return <LoadingScreen />;
  const guide = getHelpGuide(comercio?.tipo);
  const isSameContact = comercio && JSON.stringify(comercio.contacto) === JSON.stringify(site.contacto);
  return (
    <div className={ayudaCss.ayuda}>
      <SiteHeader
        title={es.ayuda.titulo}
        subtitle={es.ayuda.subtitulo(comercio?.nombreComercio ?? site.nombre)}
        leading={<BackButton onClick={goBack} />}
      />
      <main className={ayudaCss.ayudaMain}>
        <section className={ayudaCss.ayudaCard} aria-labelledby="ayuda-canales">
          <h2 id="ayuda-canales" className={ayudaCss.ayudaCardTitle}>
            {es.ayuda.hablaConNosotros}
          </h2>
          <p className={ayudaCss.ayudaMuted}>{es.ayuda.canalesIntro}</p>
          {comercio && (
            <>
              <h3 className={ayudaCss.ayudaSubtitle}>{es.ayuda.canalesDe(comercio.nombreComercio)}</h3>
              <ContactChannels
                contacto={{ ...comercio.contacto, telefono: comercio.contacto.telefono ?? comercio.telefono }}
              />
            </>
          )}
          {!isSameContact && (
            <>
              <h3 className={ayudaCss.ayudaSubtitle}>{es.ayuda.canalesSitio(site.nombre)}</h3>
              <ContactChannels contacto={site.contacto} />
            </>
          )}
        </section>
        <section className={ayudaCss.ayudaCard} aria-labelledby="ayuda-preguntas">
          <h2 id="ayuda-preguntas" className={ayudaCss.ayudaCardTitle}>
            {es.ayuda.preguntas}
          </h2>
          <div className={ayudaCss.ayudaFaq}>
            {guide.map((item, index) => (
              <details key={item.pregunta} className={ayudaCss.ayudaFaqItem} open={index === 0}>
                <summary>
                  <span>{item.pregunta}</span>
                  <Icon name="chevronDown" size={18} />
                </summary>
                <p>{item.respuesta}</p>
              </details>
            ))}
          </div>
        </section>
        <Link className={ayudaCss.ayudaLinkCard} to="/contacto">
          <span className={ayudaCss.ayudaChannelIcon}>
            <Icon name="info" />
          </span>
          <span className={ayudaCss.ayudaChannelLabel}>{es.ayuda.contacto}</span>
          <Icon name="chevronRight" size={18} />
        </Link>
      </main>
      <SiteFooter siteName={site.nombre} contacto={site.contacto} />
    </div>
  );
}
