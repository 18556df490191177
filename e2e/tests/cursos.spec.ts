import type { APIRequestContext } from '@playwright/test';
import type { CursosAdmin } from '../../packages/domain/src/cursos/schemas.ts';
import { esBackOfficeCursos as t } from '../../apps/web/src/i18n/es-back-office-cursos.ts';
import { esCursos } from '../../apps/web/src/i18n/es-cursos.ts';
import { expect, test } from './fixtures.ts';
import { getJson, logIn } from './helpers/accounts.ts';
import { findComercioId, openAdminAs } from './helpers/back-office.ts';
import { expectNoSeriousA11yViolations } from './helpers/axe.ts';
import { E2E_PORT, siteUrl } from './helpers/sites.ts';

// Course videos of Café de la Plaza (the demo's permiteCursos business, owner `plaza`): customers reach them from
// the home's 'Ver Videos de las Clases'; the owner adds a video by link, or by uploading a file, and the
// customers' page shows it. The players of YouTube and Vimeo are outside servers the suite never reaches: the
// page shows each class with its placeholder until play is pressed.

const CARPETA = 'cafe-de-la-plaza';
const OWNER = { userName: 'plaza', password: 'plaza1234' } as const;

/** The first bytes of an MP4 (its 'ftyp' box) and filler: what the server checks; enough for the page to list it. */
function smallMp4(): Buffer {
  const data = Buffer.alloc(8192, 0);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]).copy(data);
  return data;
}

async function removeVideos(request: APIRequestContext, id: number, titulos: string[]) {
  const owner = await logIn(request, OWNER);
  const cursos = await getJson<CursosAdmin>(request, `merchant/cursos/${id}`, { token: owner.token });
  for (const video of cursos.videos.filter((v) => titulos.includes(v.titulo))) {
    await request.delete(`http://127.0.0.1:${E2E_PORT}/api/merchant/cursos/${id}/${video.id}`, {
      headers: { host: `tandil.localhost:${E2E_PORT}`, authorization: `Bearer ${owner.token}` },
    });
  }
}

test.describe('course videos', () => {
  test("the home's button leads to the classes, each with its title, description and player", async ({ page }) => {
    await page.goto(siteUrl('tandil', `/home/${CARPETA}`));
    await page.getByRole('link', { name: 'Ver Videos de las Clases', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/cursos/${CARPETA}$`));
    await expect(page.getByRole('heading', { level: 1, name: esCursos.titulo })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Café de la Plaza' })).toBeVisible();
    const clase = page.getByRole('article', { name: 'Clase 1: el espresso' });
    await expect(clase.getByText('Dosis, molienda, tiempo y temperatura', { exact: false })).toBeVisible();
    // The draft is not published.
    await expect(page.getByText('Clase 3: métodos de filtrado')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await clase.getByRole('button', { name: esCursos.reproductor('Clase 1: el espresso') }).click();
    const player = clase.locator('iframe');
    await expect(player).toHaveAttribute('title', esCursos.reproductor('Clase 1: el espresso'));
    await expect(player).toHaveAttribute('loading', 'lazy');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube\.com\/embed\/1_XDwbW7YM4\?autoplay=1$/);
  });

  test('the owner adds a video by link (only YouTube or Vimeo); customers see it', { tag: '@desktop' }, async ({
    page,
    request,
  }) => {
    const id = await findComercioId(request, CARPETA);
    const porEnlace = `Clase de cold brew ${Date.now()}`;
    try {
      await openAdminAs(page, request, OWNER, `comercio/${id}/cursos`);
      await expect(page.getByRole('heading', { level: 1, name: t.titulo })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Clase 1: el espresso' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: t.nuevo }).click();
      const editor = page.getByRole('dialog', { name: t.editor.tituloNuevo });
      await editor.getByLabel(t.editor.titulo).fill(porEnlace);
      await editor.getByLabel(t.editor.descripcion).fill('Café filtrado en frío: 12 horas de paciencia.');
      await editor.getByLabel(t.editor.url).fill('https://example.com/no-es-un-video');
      await editor.getByRole('button', { name: t.editor.guardar }).click();
      await expect(editor.getByRole('alert')).toHaveText('El enlace debe ser un video de YouTube o Vimeo');
      await editor.getByLabel(t.editor.url).fill('https://vimeo.com/76979871');
      await expectNoSeriousA11yViolations(page);
      await editor.getByRole('button', { name: t.editor.guardar }).click();
      await expect(editor).toHaveCount(0);
      await expect(page.getByRole('article', { name: porEnlace }).getByText(t.vimeo)).toBeVisible();

      await page.goto(siteUrl('tandil', `/cursos/${CARPETA}`));
      const enlace = page.getByRole('article', { name: porEnlace });
      await expect(enlace.getByText('Café filtrado en frío: 12 horas de paciencia.')).toBeVisible();
      await expect(enlace.getByRole('button', { name: esCursos.reproductor(porEnlace) })).toBeVisible();
    } finally {
      await removeVideos(request, id, [porEnlace]);
    }
  });

  test('the owner uploads a video file; customers can play it', { tag: '@desktop' }, async ({ page, request }) => {
    const id = await findComercioId(request, CARPETA);
    const porArchivo = `Clase grabada ${Date.now()}`;
    try {
      await openAdminAs(page, request, OWNER, `comercio/${id}/cursos`);
      await page.getByRole('button', { name: t.nuevo }).click();
      const upload = page.getByRole('dialog', { name: t.editor.tituloNuevo });
      await upload.getByLabel(t.editor.titulo).fill(porArchivo);
      await upload.getByRole('radio', { name: t.editor.origenes.archivo }).check();
      await upload
        .getByLabel(t.editor.archivo)
        .setInputFiles({ name: 'clase.mp4', mimeType: 'video/mp4', buffer: smallMp4() });
      await upload.getByRole('button', { name: t.editor.guardar }).click();
      await expect(upload).toHaveCount(0);
      await expect(page.getByRole('article', { name: porArchivo }).getByText(/Archivo subido/)).toBeVisible();

      await page.goto(siteUrl('tandil', `/cursos/${CARPETA}`));
      const archivo = page.getByRole('article', { name: porArchivo });
      await expect(archivo.locator('video')).toHaveAttribute('aria-label', esCursos.reproductor(porArchivo));
      await expect(archivo.locator('video source')).toHaveAttribute(
        'src',
        /^\/videos\/cafe-de-la-plaza\/[0-9a-f]{16}\.mp4$/,
      );
      await expectNoSeriousA11yViolations(page);
    } finally {
      await removeVideos(request, id, [porArchivo]);
    }
  });
});
