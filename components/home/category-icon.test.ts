import Recycling from '@mui/icons-material/Recycling';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Inventory2 from '@mui/icons-material/Inventory2';
import { categoryIconFor } from './category-icon';

describe('category icon', () => {
  it('picks an icon from words in the Turkish name, whatever the case', () => {
    expect(categoryIconFor('METAL HURDALAR')).toBe(Recycling);
    expect(categoryIconFor('Araç ve İş Makineleri')).toBe(LocalShipping);
  });

  it('falls back to a neutral icon', () => {
    expect(categoryIconFor('Diğer')).toBe(Inventory2);
  });
});
