#pragma once

#include <QWidget>

class HeatmapChart;
class KeyOrderModel;
class QComboBox;
class QLabel;
class QSplitter;
class QTableView;
class RegionsChart;
struct CompareSideResult;

// One side of the Compare view (docs/designer.md#compare-tables): the table picker (this
// project's tables, another project's, "Other file..."), and the table's regions chart, write
// heatmap and the head of its keys in HBase's order (toStringBinary), one above the other.
class CompareSidePanel : public QWidget
{
    Q_OBJECT

public:
    // Where a picked table comes from.
    enum Source { DocumentSource, OtherSource };

    explicit CompareSidePanel(QWidget *parent = nullptr);

    // Lists the document's tables, then the other project's under `otherTitle` (none when
    // empty), then "Other file..."; the item of `source` and `table` is current.
    void setTables(const QStringList &documentTables, const QString &otherTitle,
                   const QStringList &otherTables, Source source, const QString &table);
    void showResult(const CompareSideResult &result);
    void clear();
    // The charts' scales, shared with the other side: keys in the tallest region and writes in
    // the fullest heatmap cell of both tables.
    void shareScales(qint64 keys, qint64 writes);

    QComboBox *picker() const { return m_picker; }
    QLabel *status() const { return m_status; }
    RegionsChart *regions() const { return m_regions; }
    HeatmapChart *heatmap() const { return m_heatmap; }
    KeyOrderModel *keys() const { return m_keys; }
    QTableView *keyView() const { return m_keyView; }

signals:
    void tableChosen(CompareSidePanel::Source source, const QString &table);
    void otherFileRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void pick(int index);

    QComboBox *m_picker;
    QLabel *m_pickerLabel;
    QLabel *m_status;
    QSplitter *m_splitter;
    RegionsChart *m_regions;
    HeatmapChart *m_heatmap;
    KeyOrderModel *m_keys;
    QTableView *m_keyView;
    bool m_sized = false;
};
