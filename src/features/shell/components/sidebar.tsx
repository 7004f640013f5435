import { Link, useLocation } from '@tanstack/react-router';
import { Collapsible } from 'radix-ui';
import { useState, type Ref } from 'react';
import type { Permission, UserProduct } from '@contract/schemas';
import {
  BuildingIcon,
  CardIcon,
  ChevronIcon,
  HomeIcon,
  InvoiceIcon,
  MenuIcon,
  SparkIcon,
  WalletIcon,
} from '@/components/icons';
import { Button, IconButton } from '@/components/ui/button';
import { isFactoringPath, isManaged, productHome, visibleFactoringItems } from '@/features/shell/menu';
import { shellMessages as t } from '@/features/shell/messages';

interface SidebarProps {
  readonly ref?: Ref<HTMLElement>;
  readonly products: readonly UserProduct[];
  readonly permissions: readonly Permission[];
  readonly collapsed: boolean;
  readonly onToggle: () => void;
}

/**
 * In the 64 px sidebar the words leave the screen but not the page: each link is still named by its
 * label for a screen reader, and the heading still heads the products.
 */
const narrowed = (collapsed: boolean, className: string) => (collapsed ? `${className} visually-hidden` : className);

export function Sidebar({ ref, products, permissions, collapsed, onToggle }: SidebarProps) {
  return (
    <nav ref={ref} className="sidebar" data-collapsed={collapsed} aria-label={t.mainMenu}>
      <IconButton
        variant="bare"
        className="sidebar__toggle"
        label={collapsed ? t.expand : t.collapse}
        tooltip
        onClick={onToggle}
        aria-expanded={!collapsed}
      >
        <MenuIcon />
      </IconButton>
      <ul className="sidebar__list">
        <li>
          <Link to="/" className="sidebar__link" activeOptions={{ exact: true }} title={collapsed ? t.home : undefined}>
            <HomeIcon />
            <span className={narrowed(collapsed, 'sidebar__label')}>{t.home}</span>
          </Link>
        </li>
      </ul>
      <h2 className={narrowed(collapsed, 'sidebar__heading')}>{t.myProducts}</h2>
      {products.length === 0 ? <p className={narrowed(collapsed, 'sidebar__empty')}>{t.noProducts}</p> : null}
      <ul className="sidebar__list">
        {products.map((product) =>
          isManaged(product) ? (
            <FactoringGroup
              key={product.productName}
              product={product}
              permissions={permissions}
              collapsed={collapsed}
              onExpandSidebar={onToggle}
            />
          ) : (
            <li key={product.productName}>
              <Link
                to={productHome(product)}
                className="sidebar__link"
                title={collapsed ? product.productName : undefined}
              >
                <ProductIcon home={productHome(product)} />
                <span className={narrowed(collapsed, 'sidebar__label')}>{product.productName}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

// Each product its own icon: in the 64 px sidebar the icon is all that tells them apart.
const productIcons: Record<string, typeof WalletIcon> = {
  '/productos/card-marca': CardIcon,
  '/productos/tarjeta-empresarial': BuildingIcon,
  '/zu': SparkIcon,
};

function ProductIcon({ home }: { readonly home: string }) {
  const Icon = productIcons[home] ?? WalletIcon;
  return <Icon data-icon={home} />;
}

interface FactoringGroupProps {
  readonly product: UserProduct;
  readonly permissions: readonly Permission[];
  readonly collapsed: boolean;
  readonly onExpandSidebar: () => void;
}

function FactoringGroup({ product, permissions, collapsed, onExpandSidebar }: FactoringGroupProps) {
  const { pathname } = useLocation();
  const onFactoringPath = isFactoringPath(pathname);
  const [open, setOpen] = useState(onFactoringPath);
  const items = visibleFactoringItems(product, permissions);

  // The group opens by itself on factoring paths (adjusted during render, not in an effect).
  const [wasOnFactoringPath, setWasOnFactoringPath] = useState(onFactoringPath);
  if (onFactoringPath !== wasOnFactoringPath) {
    setWasOnFactoringPath(onFactoringPath);
    if (onFactoringPath) setOpen(true);
  }

  return (
    <li>
      <Collapsible.Root
        open={open && !collapsed}
        onOpenChange={(next) => {
          // A 64 px sidebar has no room for the items: opening the group widens it first.
          if (collapsed) {
            onExpandSidebar();
            setOpen(true);
          } else {
            setOpen(next);
          }
        }}
      >
        <Collapsible.Trigger asChild>
          <Button
            variant="bare"
            className="sidebar__link sidebar__group-trigger"
            title={collapsed ? t.factoring : undefined}
          >
            <InvoiceIcon />
            <span className={narrowed(collapsed, 'sidebar__label')}>{t.factoring}</span>
            <ChevronIcon className={narrowed(collapsed, 'sidebar__chevron')} />
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content asChild>
          <ul className="sidebar__sublist">
            {items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="sidebar__sublink">
                  <span className={narrowed(collapsed, 'sidebar__label')}>{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}
