#pragma once

#include <QWidget>

class QLabel;
struct PreviewSnapshot;

// The Storage panel (docs/designer.md#the-live-preview): bytes per cell and per row from the
// KeyValue layout, the share of each row taken by the key, family and qualifier names and the fixed
// overhead, and the regions the expected volume fills.
class StoragePanel : public QWidget
{
    Q_OBJECT

public:
    explicit StoragePanel(QWidget *parent = nullptr);

    void showSnapshot(const PreviewSnapshot &snapshot);
    QString text() const;

private:
    QLabel *m_text;
};
