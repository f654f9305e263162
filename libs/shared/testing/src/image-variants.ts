import { http, HttpResponse } from 'msw';

/**
 * The site server's image variants (`/_img/<format>/<width>/<file>`) for stories: a picture of the
 * asked width (¾ as tall) that names the format and width the browser chose, drawn on a canvas.
 * Browsers cannot encode AVIF on a canvas, so that one comes as PNG; they read it all the same.
 */
export const imageVariantHandlers = [
  http.get('*/_img/:format/:width/:file', async ({ params }) => {
    const width = Number(params['width']);
    const height = Math.round((width * 3) / 4);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return HttpResponse.error();
    const sky = context.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, '#37558f');
    sky.addColorStop(0.55, '#f5aa78');
    sky.addColorStop(0.56, '#46603a');
    sky.addColorStop(1, '#2f4a1f');
    context.fillStyle = sky;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#ffffff';
    context.font = `bold ${Math.round(width / 10)}px sans-serif`;
    context.fillText(`${String(params['format']).toUpperCase()} ${width} px`, width / 20, height / 3);
    const type = params['format'] === 'jpeg' ? 'image/jpeg' : 'image/webp';
    const blob = await canvas.convertToBlob({ type });
    return new HttpResponse(await blob.arrayBuffer(), { headers: { 'Content-Type': blob.type } });
  }),
];
