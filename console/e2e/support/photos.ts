import type { Page } from '@playwright/test';

/**
 * A real JPEG (or PNG) drawn by the browser (a gradient and initials): the profiles service decodes
 * photos to make thumbnails, so a test's photo must be an image, not bytes with a JPEG name.
 */
export async function drawnPhoto(
  page: Page,
  hue: number,
  initials: string,
  type: 'image/jpeg' | 'image/png' = 'image/jpeg',
): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([h, text, format]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 600;
      canvas.height = 800;
      const context = canvas.getContext('2d');
      if (!context) {
        throw new Error('no 2d context');
      }
      const gradient = context.createLinearGradient(0, 0, 600, 800);
      gradient.addColorStop(0, `hsl(${h}, 70%, 60%)`);
      gradient.addColorStop(1, `hsl(${(Number(h) + 60) % 360}, 70%, 30%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 600, 800);
      context.fillStyle = '#fff';
      context.font = 'bold 160px sans-serif';
      context.fillText(String(text), 150, 460);
      return canvas.toDataURL(format, 0.9).split(',')[1] ?? '';
    },
    [hue, initials, type] as const,
  );
  return Buffer.from(base64, 'base64');
}
