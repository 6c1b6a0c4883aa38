// The search box's icons, drawn on the shop's icon frame (decorative: the control gives the name).
import { StrokeIcon, type IconProps } from '@shop/ui';

export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </StrokeIcon>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </StrokeIcon>
  );
}
