#pragma once

#include <QWidget>

class Document;
class QComboBox;
class QLabel;
class QSpinBox;
class RegionsChart;
struct PreviewSnapshot;

// The Regions panel: keys per region as a bar chart, and the table's split strategy switched
// right above it (none, explicit, Hex, Decimal, Uniform, start/end, salt, recommended), each
// switch one undoable edit.
class RegionsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RegionsPanel(Document *document, QWidget *parent = nullptr);

    void showSnapshot(const PreviewSnapshot &snapshot);
    RegionsChart *chart() const { return m_chart; }
    QComboBox *strategyBox() const { return m_strategy; }
    QSpinBox *regionsBox() const { return m_regions; }

    // Applies strategy `index` of the box to the selected table; false when none is selected or
    // the edit is refused.
    bool setStrategy(int index);
    bool setRegionCount(int regions);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void syncControls();
    void showMessage(const QString &message);
    QString splitsPath() const;

    Document *m_document;
    QLabel *m_strategyLabel;
    QComboBox *m_strategy;
    QLabel *m_regionsLabel;
    QSpinBox *m_regions;
    RegionsChart *m_chart;
    QLabel *m_message;
};
