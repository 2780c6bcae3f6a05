window.dataLayer = window.dataLayer || [];
