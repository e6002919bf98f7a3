import { ORIGINAL_COLOUR, type ReturnableLine } from '@store/contracts';
import { useGetProductQuery } from '../../../shared/products/products-api';
import { SelectField } from '../../../shared/ui/SelectField';
import { RETURN_TEXT as T } from './constants';
import type { WantedExchange } from './return-form-rules';

const ORIGINAL = '';

/** A size exchange's wanted size and colour for one line, from the product's sizes and colours. */
export function ExchangeChoice({
  line,
  label,
  value,
  onChange,
}: {
  line: ReturnableLine;
  label: string;
  value: WantedExchange | undefined;
  onChange: (value: WantedExchange) => void;
}) {
  const { data: product } = useGetProductQuery(line.productId);
  const colours = [
    { value: ORIGINAL, label: ORIGINAL_COLOUR.name },
    ...(product?.colorVariants ?? [])
      .filter((variant) => variant.isActive !== false)
      .map((variant) => ({ value: variant._id, label: variant.colorName })),
  ];
  const sizes = (product?.sizes ?? [line.size]).map((size) => ({ value: size, label: size }));
  const current = value ?? { size: '', colorVariantId: line.colorVariantId };
  return (
    <div className="mt-2 grid grid-cols-2 gap-2">
      <SelectField
        label={T.wantedSize(label)}
        placeholder={T.chooseSize}
        options={sizes}
        value={current.size}
        onChange={(event) => onChange({ ...current, size: event.target.value })}
      />
      {colours.length > 1 && (
        <SelectField
          label={T.wantedColour(label)}
          options={colours}
          value={current.colorVariantId ?? ORIGINAL}
          onChange={(event) => onChange({ ...current, colorVariantId: event.target.value || null })}
        />
      )}
    </div>
  );
}
