import { Inventory2Icon } from '@/components/ui/icons/inventory2';
import { LocalShippingIcon } from '@/components/ui/icons/local-shipping';
import { RecyclingIcon } from '@/components/ui/icons/recycling';
import { categoryIconFor } from './category-icon';

describe('category icon', () => {
  it('picks an icon from words in the Turkish name, whatever the case', () => {
    expect(categoryIconFor('METAL HURDALAR')).toBe(RecyclingIcon);
    expect(categoryIconFor('Araç ve İş Makineleri')).toBe(LocalShippingIcon);
  });

  it('falls back to a neutral icon', () => {
    expect(categoryIconFor('Diğer')).toBe(Inventory2Icon);
  });
});
