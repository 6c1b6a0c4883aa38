// `pnpm --filter @shop/api promo:images`: writes the promotion images and banner icons into
// apps/web/public/promo/ (committed; the built storefront serves them under /promo/).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promotionImageFiles } from './promotion-images';

const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));
for (const [file, content] of promotionImageFiles()) {
  const target = path.join(publicDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.info(`wrote ${path.relative(process.cwd(), target)}`);
}
